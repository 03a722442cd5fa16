/** /employer/location: step 3, where the job is done: anywhere (WFH), and/or up to ten cities (create-job-location/{id}). */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { JOB_LIMITS } from '@common/constants/jobs';
import { jobLocationInput } from '@common/schemas/jobs';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useConfirmLeave } from '../../../lib/forms/useConfirmLeave';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { useCitySearch } from '../../../lib/api/reference';
import { type Job, useJobWrites } from '../api/jobs';
import { ChipPicker, type Pick } from '../../../components/ChipPicker';
import { FormError, StepButtons, StepPage } from '../components/StepForm';
import { nextUrl } from '../steps';

interface Values {
  isRemote: boolean;
  cities: Pick[];
}

function LocationForm({ job }: { job: Job }) {
  const { t } = useTranslation('jobPost');
  const navigate = useNavigate();
  const writes = useJobWrites();
  const [search, setSearch] = useState('');
  const matches = useCitySearch(search.trim()).data ?? [];
  const form = useForm<Values, unknown, v.InferOutput<typeof jobLocationInput>>({
    defaultValues: {
      isRemote: job.isRemote,
      cities: job.locations
        .filter((place) => place.cityId !== null)
        .map((place) => ({ id: place.cityId!, label: place.cityName })),
    },
    resolver: valibotResolver(jobLocationInput, {
      toInput: (values) => ({ isRemote: values.isRemote, cityIds: values.cities.map((city) => city.id) }),
      fieldOf: (path) => (path.startsWith('cityIds') ? 'cities' : path),
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
  const cities = useWatch({ control, name: 'cities' });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await writes.saveLocation(job.id, body).catch(() => null), setError, {
        fields: ['isRemote', 'cities'],
        fieldOf: (path) => (path.startsWith('cityIds') ? 'cities' : path),
        fallback: t('errorMsg:somethingWrong'),
      });
      if (envelope) {
        allowLeave();
        void navigate(nextUrl('location', job.id));
      }
    })(event);

  return (
    <form className="posting-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label className="check">
        <input type="checkbox" {...register('isRemote')} />
        {t('location.remote')}
      </label>
      <ChipPicker
        label={t('validate:fields.cityIds')}
        hint={t('location.citiesHint', { max: JOB_LIMITS.locationsMax })}
        error={errors.cities?.message ?? errors.cities?.root?.message}
        selected={cities}
        search={search}
        onSearch={setSearch}
        suggestions={matches.map((city) => ({
          id: city.id,
          label: city.stateName ? `${city.name}, ${city.stateName}` : city.name,
        }))}
        onAdd={(pick) => setValue('cities', [...cities, pick], { shouldValidate: isSubmitted })}
        onRemove={(id) =>
          setValue(
            'cities',
            cities.filter((city) => city.id !== id),
            { shouldValidate: isSubmitted },
          )
        }
      />
      <FormError message={errors.root?.server?.message} />
      <StepButtons step="location" jobId={job.id} busy={isSubmitting} />
    </form>
  );
}

export default function LocationPage() {
  const { t } = useTranslation('jobPost');
  return (
    <StepPage step="location" title={t('location.title')} lead={t('location.lead')} Form={LocationForm} />
  );
}
