/** /employer/job-description: step 2, the description, skills, requirements and pay (create-job-highlights/{id}). */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { JOB_LIMITS } from '@common/constants/jobs';
import { jobHighlightsInput } from '@common/schemas/jobs';
import { RichTextField } from '../../../components/richText/RichTextField';
import { TextField } from '../../../components/ui';
import { SelectField } from '../../../components/ui/SelectField';
import { moneyInputProps, moneyInputValue } from '../../../lib/forms/moneyInput';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useConfirmLeave } from '../../../lib/forms/useConfirmLeave';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { useMasterOptions, useSuggestMaster } from '../../../lib/api/reference';
import { type Job, useJobWrites } from '../api/jobs';
import { ChipPicker, type Pick } from '../../../components/ChipPicker';
import { FormError, StepButtons, StepPage } from '../components/StepForm';
import { nextUrl } from '../steps';

interface Values {
  description: string;
  skills: Pick[];
  qualification: string;
  experienceMin: string;
  experienceMax: string;
  salaryMin: string;
  salaryMax: string;
  salaryVisible: boolean;
}
const FIELDS = [
  'description',
  'skills',
  'qualification',
  'experienceMin',
  'experienceMax',
  'salaryMin',
  'salaryMax',
  'salaryVisible',
];

function HighlightsForm({ job }: { job: Job }) {
  const { t } = useTranslation('jobPost');
  const navigate = useNavigate();
  const writes = useJobWrites();
  const [skillSearch, setSkillSearch] = useState('');
  const qualifications = useMasterOptions('EMPLOYEE_QUALIFICATION').data ?? [];
  const skillMatches = useMasterOptions('SKILLS', skillSearch.trim()).data ?? [];
  const suggestSkill = useSuggestMaster('SKILLS');
  const form = useForm<Values, unknown, v.InferOutput<typeof jobHighlightsInput>>({
    defaultValues: {
      description: job.descriptionHtml ?? '',
      skills: job.skills.map((skill) => ({ id: skill.id, label: skill.name })),
      qualification: job.qualification?.code ?? '',
      experienceMin: String(job.experienceMin ?? 0),
      experienceMax: String(job.experienceMax ?? 2),
      salaryMin: moneyInputValue(job.minSalary),
      salaryMax: moneyInputValue(job.maxSalary),
      salaryVisible: job.salaryVisible,
    },
    resolver: valibotResolver(jobHighlightsInput, {
      toInput: (values) => ({
        ...values,
        skills: values.skills.map((skill) => skill.id),
      }),
      fieldOf: (path) => path.split('.')[0] ?? path,
    }),
    shouldFocusError: true,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  } = form;
  useRevalidateOnLanguageChange(form);
  const allowLeave = useConfirmLeave(isDirty && !isSubmitting, t('leaveConfirm'));
  const [skills, description] = useWatch({ control, name: ['skills', 'description'] });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await writes.saveHighlights(job.id, body).catch(() => null), setError, {
        fields: FIELDS,
        fieldOf: (path) => path.split('.')[0] ?? path,
        fallback: t('errorMsg:somethingWrong'),
      });
      if (envelope) {
        allowLeave();
        void navigate(nextUrl('highlights', job.id));
      }
    })(event);

  const moneyField = (name: 'salaryMin' | 'salaryMax') =>
    moneyInputProps(register(name), (value) => setValue(name, value));

  return (
    <form className="posting-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <RichTextField
        label={t('validate:fields.description')}
        hint={t('highlights.descriptionHint')}
        value={description}
        onChange={(html) => setValue('description', html, { shouldDirty: true, shouldValidate: isSubmitted })}
        error={errors.description?.message}
      />
      <ChipPicker
        label={t('validate:fields.skills')}
        hint={t('highlights.skillsHint', { max: JOB_LIMITS.skillsMax })}
        error={errors.skills?.message ?? errors.skills?.root?.message}
        selected={skills}
        search={skillSearch}
        onSearch={setSkillSearch}
        suggestions={skillMatches.map((option) => ({ id: option.id, label: option.label }))}
        onCreate={suggestSkill.mutateAsync}
        onAdd={(pick) =>
          setValue('skills', [...skills, pick], { shouldValidate: form.formState.isSubmitted })
        }
        onRemove={(id) =>
          setValue(
            'skills',
            skills.filter((skill) => skill.id !== id),
            { shouldValidate: form.formState.isSubmitted },
          )
        }
      />
      <SelectField
        label={t('validate:fields.qualification')}
        placeholder={t('choose')}
        options={qualifications}
        error={errors.qualification?.message}
        required
        {...register('qualification')}
      />
      <div className="posting-row">
        <TextField
          label={t('validate:fields.experienceMin')}
          type="number"
          inputMode="numeric"
          min={0}
          max={JOB_LIMITS.experienceMax}
          error={errors.experienceMin?.message}
          required
          {...register('experienceMin')}
        />
        <TextField
          label={t('validate:fields.experienceMax')}
          type="number"
          inputMode="numeric"
          min={0}
          max={JOB_LIMITS.experienceMax}
          error={errors.experienceMax?.message}
          required
          {...register('experienceMax')}
        />
      </div>
      <div className="posting-row">
        <TextField
          label={t('highlights.salaryMin')}
          hint={t('highlights.salaryHint')}
          error={errors.salaryMin?.message}
          required
          {...moneyField('salaryMin')}
        />
        <TextField
          label={t('highlights.salaryMax')}
          error={errors.salaryMax?.message}
          required
          {...moneyField('salaryMax')}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...register('salaryVisible')} />
        {t('highlights.salaryVisible')}
      </label>
      <FormError message={errors.root?.server?.message} />
      <StepButtons step="highlights" jobId={job.id} busy={isSubmitting} />
    </form>
  );
}

export default function JobDescriptionPage() {
  const { t } = useTranslation('jobPost');
  return (
    <StepPage
      step="highlights"
      title={t('highlights.title')}
      lead={t('highlights.lead')}
      Form={HighlightsForm}
    />
  );
}
