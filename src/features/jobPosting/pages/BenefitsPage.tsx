/** /employer/benefits: step 4, the benefits ticked from a list and any other in words (create-job-benefits/{id}). */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { BENEFIT_CODES, JOB_LIMITS, type BenefitCode } from '@common/constants/jobs';
import { jobBenefitsInput } from '@common/schemas/jobs';
import { TextArea } from '../../../components/ui';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useConfirmLeave } from '../../../lib/forms/useConfirmLeave';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { type Job, useJobWrites } from '../api/jobs';
import { FormError, StepButtons, StepPage } from '../components/StepForm';
import { nextUrl } from '../steps';

interface Values {
  benefits: BenefitCode[];
  benefitsOther: string;
}

function BenefitsForm({ job }: { job: Job }) {
  const { t } = useTranslation('jobPost');
  const navigate = useNavigate();
  const writes = useJobWrites();
  const form = useForm<Values, unknown, v.InferOutput<typeof jobBenefitsInput>>({
    defaultValues: {
      benefits: job.benefits.filter((code): code is BenefitCode =>
        (BENEFIT_CODES as readonly string[]).includes(code),
      ),
      benefitsOther: job.benefitsOther ?? '',
    },
    resolver: valibotResolver(jobBenefitsInput, { fieldOf: (path) => path.split('.')[0] ?? path }),
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
      const envelope = succeeded(await writes.saveBenefits(job.id, body).catch(() => null), setError, {
        fields: ['benefits', 'benefitsOther'],
        fieldOf: (path) => path.split('.')[0] ?? path,
        fallback: t('errorMsg:somethingWrong'),
      });
      if (envelope) {
        allowLeave();
        void navigate(nextUrl('benefits', job.id));
      }
    })(event);

  return (
    <form className="posting-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="field">
        <legend>{t('validate:fields.benefits')}</legend>
        {BENEFIT_CODES.map((code) => (
          <label key={code} className="check">
            <input type="checkbox" value={code} {...register('benefits')} />
            {t(`benefits.${code}`)}
          </label>
        ))}
        {errors.benefits?.message && <p className="field-error">{errors.benefits.message}</p>}
      </fieldset>
      <TextArea
        label={t('validate:fields.benefitsOther')}
        optionalText={t('optional')}
        rows={3}
        maxLength={JOB_LIMITS.benefitsOtherMax}
        error={errors.benefitsOther?.message}
        {...register('benefitsOther')}
      />
      <FormError message={errors.root?.server?.message} />
      <StepButtons step="benefits" jobId={job.id} busy={isSubmitting} />
    </form>
  );
}

export default function BenefitsPage() {
  const { t } = useTranslation('jobPost');
  return (
    <StepPage
      step="benefits"
      title={t('benefitsStep.title')}
      lead={t('benefitsStep.lead')}
      Form={BenefitsForm}
    />
  );
}
