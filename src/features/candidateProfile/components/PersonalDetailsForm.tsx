/**
 * Personal details (personal-details/{id}): gender, date of birth, where the candidate lives (country → state →
 * city), address and the optional category. Validated with the call's schema; a cleared input clears the field.
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { CANDIDATE_LIMITS } from '@common/constants/candidateProfile';
import type { candidatePersonalDetails } from '@common/schemas/candidateProfile';
import { candidatePersonalDetailsFilled } from '@common/schemas/candidateProfile';
import { CityPicker, type PickedCity } from '../../../components/CityPicker';
import { Button, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { SelectField } from '../../../components/ui/SelectField';
import { useCountries, useMasterOptions, useStates } from '../../../lib/api/reference';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { type CandidateView, useSaveSection } from '../api/profile';
import { SectionPending } from './SectionPending';

interface Values {
  gender: string;
  dateOfBirth: string;
  countryCode: string;
  stateCode: string;
  city: PickedCity | null;
  address: string;
  castCategory: string;
}
const FIELDS = ['gender', 'dateOfBirth', 'countryCode', 'stateCode', 'city', 'address', 'castCategory'];
const fieldOf = (path: string) => (path === 'cityId' ? 'city' : path);

function valuesOf({ profile }: CandidateView): Values {
  return {
    gender: profile.gender?.code ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    countryCode: profile.countryCode ?? 'ID',
    stateCode: profile.stateCode ?? '',
    city:
      profile.cityId === null
        ? null
        : { id: profile.cityId, label: [profile.cityName, profile.stateName].filter(Boolean).join(', ') },
    address: profile.address ?? '',
    castCategory: profile.castCategory?.code ?? '',
  };
}

const bodyOf = (values: Values): v.InferInput<typeof candidatePersonalDetails> => ({
  gender: values.gender,
  dateOfBirth: values.dateOfBirth,
  countryCode: values.countryCode,
  stateCode: values.stateCode,
  cityId: values.city?.id ?? null,
  address: values.address,
  castCategory: values.castCategory,
});

interface Props {
  view: CandidateView;
  submitLabel: string;
  onSaved(view: CandidateView): void;
  extraAction?: React.ReactNode;
}

export function PersonalDetailsForm({ view, submitLabel, onSaved, extraAction }: Props) {
  const { t } = useTranslation('profile');
  const saveSection = useSaveSection();
  const form = useForm<Values, unknown, v.InferOutput<typeof candidatePersonalDetailsFilled>>({
    defaultValues: valuesOf(view),
    resolver: valibotResolver(candidatePersonalDetailsFilled, { toInput: bodyOf, fieldOf }),
    shouldFocusError: true,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  const [countryCode, stateCode, city] = useWatch({ control, name: ['countryCode', 'stateCode', 'city'] });
  const genders = useMasterOptions('GENDER').data ?? [];
  const categories = useMasterOptions('CAST_CATEGORY').data ?? [];
  const countries = useCountries().data ?? [];
  const states = useStates(countryCode).data ?? [];

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const result = await saveSection('personalDetails', body, view.id).catch(() => null);
      if (result === 'queued') {
        // In the offline queue: the section says so until it is sent.
        toast.success(t('common:pending.queued'));
        return;
      }
      const envelope = succeeded(result, setError, {
        fields: FIELDS,
        fieldOf,
        fallback: t('errorMsg:somethingWrong'),
      });
      if (envelope?.data) onSaved(envelope.data);
    })(event);

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        label={t('validate:fields.gender')}
        placeholder={t('choose')}
        options={genders}
        error={errors.gender?.message}
        required
        {...register('gender')}
      />
      <TextField
        label={t('validate:fields.dateOfBirth')}
        type="date"
        error={errors.dateOfBirth?.message}
        required
        autoComplete="bday"
        {...register('dateOfBirth')}
      />
      <SelectField
        label={t('fields.country')}
        placeholder={t('choose')}
        options={countries.map((country) => ({ value: country.isoCode, label: country.name }))}
        error={errors.countryCode?.message}
        {...register('countryCode', {
          onChange: () => {
            setValue('stateCode', '');
            setValue('city', null);
          },
        })}
      />
      <SelectField
        label={t('fields.state')}
        placeholder={t('choose')}
        options={states.map((state) => ({ value: state.isoCode, label: state.name }))}
        error={errors.stateCode?.message}
        disabled={!countryCode}
        {...register('stateCode', { onChange: () => setValue('city', null) })}
      />
      <CityPicker
        label={t('validate:fields.cityId')}
        countryCode={countryCode}
        stateCode={stateCode}
        value={city}
        onChange={(picked) => setValue('city', picked, { shouldDirty: true })}
        error={errors.city?.message}
      />
      <TextField
        label={t('validate:fields.address')}
        optionalText={t('optional')}
        error={errors.address?.message}
        maxLength={CANDIDATE_LIMITS.addressMax}
        autoComplete="street-address"
        {...register('address')}
      />
      <SelectField
        label={t('validate:fields.castCategory')}
        hint={t('hints.castCategory')}
        optionalText={t('optional')}
        placeholder={t('choose')}
        options={categories}
        error={errors.castCategory?.message}
        {...register('castCategory')}
      />
      <SectionPending action="personalDetails" />
      <FormError message={errors.root?.server?.message} />
      <div className="entry-actions">
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
        {extraAction}
      </div>
    </form>
  );
}
