/**
 * /employer/additional-question: step 5, screening questions (create-job-additional-question/{id}): none to ten,
 * each with its kind of answer, a required flag, choices for choice questions (one per line) and, for yes/no and
 * single-choice questions, an optional knock-out answer that flags a candidate for the employer.
 */
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import {
  CHOICE_KINDS,
  JOB_LIMITS,
  KNOCKOUT_KINDS,
  QUESTION_KINDS,
  YES_NO,
  type QuestionKind,
} from '@common/constants/jobs';
import { jobQuestionsInput } from '@common/schemas/jobs';
import { Button, TextArea, TextField } from '../../../components/ui';
import { SelectField } from '../../../components/ui/SelectField';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useConfirmLeave } from '../../../lib/forms/useConfirmLeave';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { type Job, useJobWrites } from '../api/jobs';
import { FormError, StepButtons, StepPage } from '../components/StepForm';
import { nextUrl } from '../steps';

interface QuestionValues {
  kind: QuestionKind;
  question: string;
  isRequired: boolean;
  /** One choice per line. */
  options: string;
  knockout: string;
}
interface Values {
  questions: QuestionValues[];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toInput = (values: Values) => ({
  questions: values.questions.map((q) => ({
    kind: q.kind,
    question: q.question,
    isRequired: q.isRequired,
    options: CHOICE_KINDS.includes(q.kind) ? lines(q.options) : [],
    knockout: KNOCKOUT_KINDS.includes(q.kind) && q.knockout ? q.knockout : null,
  })),
});

const EMPTY: QuestionValues = { kind: 'YES_NO', question: '', isRequired: true, options: '', knockout: '' };

function QuestionsForm({ job }: { job: Job }) {
  const { t } = useTranslation('jobPost');
  const navigate = useNavigate();
  const writes = useJobWrites();
  const form = useForm<Values, unknown, v.InferOutput<typeof jobQuestionsInput>>({
    defaultValues: {
      questions: job.questions.map((q) => ({
        kind: q.kind,
        question: q.question,
        isRequired: q.isRequired,
        options: q.options.join('\n'),
        knockout: q.knockout ?? '',
      })),
    },
    resolver: valibotResolver(jobQuestionsInput, { toInput }),
    shouldFocusError: true,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  useRevalidateOnLanguageChange(form);
  const allowLeave = useConfirmLeave(isDirty && !isSubmitting, t('leaveConfirm'));
  const questions = useWatch({ control, name: 'questions' });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await writes.saveQuestions(job.id, body).catch(() => null), setError, {
        fields: questions.flatMap((_, i) =>
          ['kind', 'question', 'isRequired', 'options', 'knockout'].map((name) => `questions.${i}.${name}`),
        ),
        fallback: t('errorMsg:somethingWrong'),
      });
      if (envelope) {
        allowLeave();
        void navigate(nextUrl('questions', job.id));
      }
    })(event);

  return (
    <form className="posting-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {fields.length === 0 && <p>{t('questions.none')}</p>}
      {fields.map((field, index) => {
        const kind = questions[index]?.kind ?? 'TEXT';
        const error = errors.questions?.[index];
        const knockoutChoices =
          kind === 'YES_NO'
            ? YES_NO.map((answer) => ({ value: answer, label: t(`questions.answer.${answer}`) }))
            : lines(questions[index]?.options ?? '').map((option) => ({ value: option, label: option }));
        return (
          <fieldset key={field.id} className="question-card">
            <legend>{t('questions.number', { number: index + 1 })}</legend>
            <TextField
              label={t('validate:fields.question')}
              maxLength={JOB_LIMITS.questionMax}
              error={error?.question?.message}
              required
              {...register(`questions.${index}.question`)}
            />
            <SelectField
              label={t('validate:fields.questionsKind')}
              options={QUESTION_KINDS.map((value) => ({ value, label: t(`questions.kinds.${value}`) }))}
              error={error?.kind?.message}
              {...register(`questions.${index}.kind`)}
            />
            {CHOICE_KINDS.includes(kind) && (
              <TextArea
                label={t('validate:fields.options')}
                hint={t('questions.optionsHint', { min: JOB_LIMITS.optionsMin, max: JOB_LIMITS.optionsMax })}
                rows={4}
                error={error?.options?.message}
                {...register(`questions.${index}.options`)}
              />
            )}
            {KNOCKOUT_KINDS.includes(kind) && (
              <SelectField
                label={t('validate:fields.knockout')}
                hint={t('questions.knockoutHint')}
                placeholder={t('questions.noKnockout')}
                options={knockoutChoices}
                error={error?.knockout?.message}
                {...register(`questions.${index}.knockout`)}
              />
            )}
            <label className="check">
              <input type="checkbox" {...register(`questions.${index}.isRequired`)} />
              {t('questions.required')}
            </label>
            <Button variant="ghost" onClick={() => remove(index)}>
              {t('questions.remove', { number: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      {fields.length < JOB_LIMITS.questionsMax && (
        <Button variant="secondary" onClick={() => append(EMPTY)}>
          {t('questions.add')}
        </Button>
      )}
      <FormError message={errors.questions?.message ?? errors.root?.server?.message} />
      <StepButtons step="questions" jobId={job.id} busy={isSubmitting} />
    </form>
  );
}

export default function QuestionsPage() {
  const { t } = useTranslation('jobPost');
  return (
    <StepPage step="questions" title={t('questions.title')} lead={t('questions.lead')} Form={QuestionsForm} />
  );
}
