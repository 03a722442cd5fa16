/** /employer/job-type: step 1, what the job is (create-job-type; update-job-type/{id} when `?id=` names a draft). */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { JOB_LIMITS } from '@common/constants/jobs';
import { jobTypeInput } from '@common/schemas/jobs';
import { TextField } from '../../../components/ui';
import { SelectField } from '../../../components/ui/SelectField';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useConfirmLeave } from '../../../lib/forms/useConfirmLeave';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { useCategoryOptions, useMasterOptions } from '../../../lib/api/reference';
import { type Job, useJobWrites } from '../api/jobs';
import { FormError, StepButtons, StepPage } from '../components/StepForm';
import { nextUrl } from '../steps';

interface Values {
  title: string;
  categoryId: string;
  employmentType: string;
  positionLevel: string;
  jobDomain: string;
  openings: string;
  validTill: string;
}
const FIELDS = [
  'title',
  'categoryId',
  'employmentType',
  'positionLevel',
  'jobDomain',
  'openings',
  'validTill',
];

function JobTypeForm({ job }: { job: Job | undefined }) {
  const { t } = useTranslation('jobPost');
  const navigate = useNavigate();
  const writes = useJobWrites();
  const categories = useCategoryOptions().data ?? [];
  const types = useMasterOptions('TYPE_OF_EMPLOYMENT').data ?? [];
  const levels = useMasterOptions('POSITION_LEVEL').data ?? [];
  const domains = useMasterOptions('JOB_DOMAIN').data ?? [];
  const form = useForm<Values, unknown, v.InferOutput<typeof jobTypeInput>>({
    defaultValues: {
      title: job?.title ?? '',
      categoryId: job ? String(job.category.id) : '',
      employmentType: job?.employmentType.code ?? '',
      positionLevel: job?.positionLevel.code ?? '',
      jobDomain: job?.jobDomain.code ?? '',
      openings: String(job?.openings ?? 1),
      validTill: job?.validTill ?? '',
    },
    resolver: valibotResolver(jobTypeInput, {
      toInput: (values) => ({ ...values, validTill: values.validTill || null }),
    }),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useRevalidateOnLanguageChange(form);
  const allowLeave = useConfirmLeave(isDirty && !isSubmitting, t('leaveConfirm'));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const call = job ? writes.updateJobType(job.id, body) : writes.createJobType(body);
      const envelope = succeeded(await call.catch(() => null), setError, {
        fields: FIELDS,
        fallback: t('errorMsg:somethingWrong'),
      });
      const saved = envelope?.data as Job | undefined;
      if (saved) {
        allowLeave();
        void navigate(nextUrl('jobType', saved.id));
      }
    })(event);

  return (
    <form className="posting-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('validate:fields.title')}
        error={errors.title?.message}
        maxLength={JOB_LIMITS.titleMax}
        required
        {...register('title')}
      />
      <SelectField
        label={t('validate:fields.categoryId')}
        placeholder={t('choose')}
        options={categories}
        error={errors.categoryId?.message}
        required
        {...register('categoryId')}
      />
      <div className="posting-row">
        <SelectField
          label={t('validate:fields.employmentType')}
          placeholder={t('choose')}
          options={types}
          error={errors.employmentType?.message}
          required
          {...register('employmentType')}
        />
        <SelectField
          label={t('validate:fields.positionLevel')}
          placeholder={t('choose')}
          options={levels}
          error={errors.positionLevel?.message}
          required
          {...register('positionLevel')}
        />
      </div>
      <SelectField
        label={t('validate:fields.jobDomain')}
        placeholder={t('choose')}
        options={domains}
        error={errors.jobDomain?.message}
        required
        {...register('jobDomain')}
      />
      <div className="posting-row">
        <TextField
          label={t('validate:fields.openings')}
          type="number"
          inputMode="numeric"
          min={1}
          max={JOB_LIMITS.openingsMax}
          error={errors.openings?.message}
          required
          {...register('openings')}
        />
        <TextField
          label={t('validate:fields.validTill')}
          type="date"
          optionalText={t('optional')}
          hint={t('validTillHint', { count: JOB_LIMITS.validityDays })}
          error={errors.validTill?.message}
          {...register('validTill')}
        />
      </div>
      <FormError message={errors.root?.server?.message} />
      <StepButtons step="jobType" jobId={job?.id} busy={isSubmitting} />
    </form>
  );
}

export default function JobTypePage() {
  const { t } = useTranslation('jobPost');
  return (
    <StepPage
      step="jobType"
      title={t('jobType.title')}
      lead={t('jobType.lead')}
      Form={JobTypeForm}
      startsJob
    />
  );
}
