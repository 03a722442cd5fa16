/**
 * The input of one screening question, by its kind: a text area, a number, yes or no, one choice or several. Choices
 * are a fieldset named by the question, its error announced with it; the field is `answers.<position>`, the path the
 * shared schema (applyFormSchema) and the server both report.
 */
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS } from '@common/constants/applicationStatus';
import { YES_NO } from '@common/constants/jobs';
import { TextArea, TextField } from '../../../components/ui';
import type { Job } from '../api/search';

export interface ApplyValues {
  resumeId: string;
  answers: (string | string[])[];
  coverNote: string;
}

type Question = Job['questions'][number];

interface Props {
  question: Question;
  position: number;
  register: UseFormRegister<ApplyValues>;
  error: string | undefined;
}

export function ScreeningAnswer({ question, position, register, error }: Props) {
  const { t } = useTranslation('jobDetail');
  const errorId = `${useId()}-error`;
  const name = `answers.${position}` as const;
  const optionalText = question.isRequired ? undefined : t('apply.optional');

  if (question.kind === 'TEXT' || question.kind === 'NUMBER') {
    const Field = question.kind === 'TEXT' ? TextArea : TextField;
    return (
      <Field
        label={question.question}
        optionalText={optionalText}
        error={error}
        required={question.isRequired}
        {...(question.kind === 'TEXT'
          ? { maxLength: APPLICATION_LIMITS.answerMax, rows: 3 }
          : { inputMode: 'decimal' as const })}
        {...register(name)}
      />
    );
  }

  const multiple = question.kind === 'MULTIPLE_CHOICE';
  const options: { value: string; label: string }[] =
    question.kind === 'YES_NO'
      ? YES_NO.map((value) => ({ value, label: t(`apply.${value === 'YES' ? 'yes' : 'no'}`) }))
      : question.options.map((value) => ({ value, label: value }));
  return (
    <fieldset className="field apply-choices" aria-describedby={error ? errorId : undefined}>
      <legend>
        {question.question}
        {optionalText && <span className="optional"> ({optionalText})</span>}
        {multiple && <span className="field-hint"> {t('apply.pickAny')}</span>}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="check">
          <input type={multiple ? 'checkbox' : 'radio'} value={option.value} {...register(name)} />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
