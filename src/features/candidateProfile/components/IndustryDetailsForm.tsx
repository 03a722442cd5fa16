/**
 * Industry details (industry-details/{id}): industry and job domain (each with 'Other' and a name), skills (typed
 * and picked from the SKILLS list), years of experience, expected monthly salary, preferred cities or working from
 * anywhere, and whether the candidate is open to work.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { CANDIDATE_LIMITS } from '@common/constants/candidateProfile';
import { OTHER_OPTION_CODE } from '@common/constants/masters';
import type { candidateIndustryDetails } from '@common/schemas/candidateProfile';
import { candidateIndustryDetailsFilled } from '@common/schemas/candidateProfile';
import { ChipPicker, type Pick } from '../../../components/ChipPicker';
import { Button, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { SelectField } from '../../../components/ui/SelectField';
import { useCitySearch, useMasterOptions, useSuggestMaster } from '../../../lib/api/reference';
import { moneyInputProps, moneyInputValue } from '../../../lib/forms/moneyInput';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { type CandidateView, useSaveSection } from '../api/profile';
import { SectionPending } from './SectionPending';
import '../../../components/ui/choices.css';

interface Values {
  industryCode: string;
  otherIndustry: string;
  jobDomain: string;
  otherJobDomain: string;
  skills: Pick[];
  yearsOfExperience: string;
  expectedSalary: string;
  cities: Pick[];
  prefersRemote: boolean;
  openToWork: boolean;
}
const FIELDS = [
  'industryCode',
  'otherIndustry',
  'jobDomain',
  'otherJobDomain',
  'skills',
  'yearsOfExperience',
  'expectedSalary',
  'cities',
  'prefersRemote',
  'openToWork',
];
const fieldOf = (path: string) => {
  const field = path.split('.')[0] ?? path;
  return field === 'preferredCityIds' ? 'cities' : field;
};

function valuesOf({ profile }: CandidateView): Values {
  return {
    industryCode: profile.industry?.code ?? '',
    otherIndustry: '',
    jobDomain: profile.jobDomain?.code ?? '',
    otherJobDomain: '',
    skills: profile.skills.map((skill) => ({ id: skill.id, label: skill.name })),
    yearsOfExperience: profile.yearsOfExperience === null ? '' : String(profile.yearsOfExperience),
    expectedSalary: moneyInputValue(profile.expectedSalary),
    cities: profile.preferredCities.map((city) => ({
      id: city.id,
      label: `${city.name}, ${city.stateName}`,
    })),
    prefersRemote: profile.prefersRemote,
    openToWork: profile.openToWork,
  };
}

const bodyOf = (values: Values): v.InferInput<typeof candidateIndustryDetails> => ({
  industryCode: values.industryCode,
  ...(values.industryCode === OTHER_OPTION_CODE.OTHER_INDUSTRY
    ? { otherIndustry: values.otherIndustry }
    : {}),
  jobDomain: values.jobDomain,
  ...(values.jobDomain === OTHER_OPTION_CODE.OTHER_JOB_DOMAIN
    ? { otherJobDomain: values.otherJobDomain }
    : {}),
  skills: values.skills.map((skill) => skill.id),
  yearsOfExperience: values.yearsOfExperience.trim() === '' ? null : values.yearsOfExperience,
  expectedSalary: values.expectedSalary.trim() === '' ? null : values.expectedSalary,
  preferredCityIds: values.cities.map((city) => city.id),
  prefersRemote: values.prefersRemote,
  openToWork: values.openToWork,
});

interface Props {
  view: CandidateView;
  submitLabel: string;
  onSaved(view: CandidateView): void;
  extraAction?: React.ReactNode;
}

export function IndustryDetailsForm({ view, submitLabel, onSaved, extraAction }: Props) {
  const { t } = useTranslation('profile');
  const saveSection = useSaveSection();
  const [skillSearch, setSkillSearch] = useState('');
  const [citySearch, setCitySearch] = useState('');
  const form = useForm<Values, unknown, v.InferOutput<typeof candidateIndustryDetailsFilled>>({
    defaultValues: valuesOf(view),
    resolver: valibotResolver(candidateIndustryDetailsFilled, { toInput: bodyOf, fieldOf }),
    shouldFocusError: true,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  useRevalidateOnLanguageChange(form);
  const [industryCode, jobDomain, skills, cities] = useWatch({
    control,
    name: ['industryCode', 'jobDomain', 'skills', 'cities'],
  });
  const industries = useMasterOptions('INDUSTRY').data ?? [];
  const domains = useMasterOptions('JOB_DOMAIN').data ?? [];
  const skillMatches = useMasterOptions('SKILLS', skillSearch.trim()).data ?? [];
  const suggestSkill = useSuggestMaster('SKILLS');
  const cityMatches = useCitySearch(citySearch.trim()).data ?? [];
  const validate = { shouldValidate: isSubmitted, shouldDirty: true };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const result = await saveSection('industryDetails', body, view.id).catch(() => null);
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
        label={t('validate:fields.industryCode')}
        placeholder={t('choose')}
        options={industries}
        error={errors.industryCode?.message}
        required
        {...register('industryCode')}
      />
      {industryCode === OTHER_OPTION_CODE.OTHER_INDUSTRY && (
        <TextField
          label={t('validate:fields.otherIndustry')}
          error={errors.otherIndustry?.message}
          required
          {...register('otherIndustry')}
        />
      )}
      <SelectField
        label={t('validate:fields.jobDomain')}
        placeholder={t('choose')}
        options={domains}
        error={errors.jobDomain?.message}
        required
        {...register('jobDomain')}
      />
      {jobDomain === OTHER_OPTION_CODE.OTHER_JOB_DOMAIN && (
        <TextField
          label={t('validate:fields.otherJobDomain')}
          error={errors.otherJobDomain?.message}
          required
          {...register('otherJobDomain')}
        />
      )}
      <ChipPicker
        label={t('validate:fields.skills')}
        hint={t('hints.skills', { max: CANDIDATE_LIMITS.skillsMax })}
        error={errors.skills?.message ?? errors.skills?.root?.message}
        selected={skills}
        search={skillSearch}
        onSearch={setSkillSearch}
        suggestions={skillMatches.map((option) => ({ id: option.id, label: option.label }))}
        onCreate={suggestSkill.mutateAsync}
        onAdd={(pick) => setValue('skills', [...skills, pick], validate)}
        onRemove={(id) =>
          setValue(
            'skills',
            skills.filter((skill) => skill.id !== id),
            validate,
          )
        }
      />
      <TextField
        label={t('validate:fields.yearsOfExperience')}
        type="number"
        inputMode="numeric"
        min={0}
        max={CANDIDATE_LIMITS.yearsOfExperienceMax}
        error={errors.yearsOfExperience?.message}
        required
        {...register('yearsOfExperience')}
      />
      <TextField
        label={t('validate:fields.expectedSalary')}
        hint={t('hints.expectedSalary')}
        optionalText={t('optional')}
        error={errors.expectedSalary?.message}
        {...moneyInputProps(register('expectedSalary'), (value) => setValue('expectedSalary', value))}
      />
      <ChipPicker
        label={t('validate:fields.preferredCityIds')}
        hint={t('hints.preferredCities', { max: CANDIDATE_LIMITS.preferredCitiesMax })}
        error={errors.cities?.message ?? errors.cities?.root?.message}
        selected={cities}
        search={citySearch}
        onSearch={setCitySearch}
        suggestions={cityMatches.map((city) => ({ id: city.id, label: `${city.name}, ${city.stateName}` }))}
        onAdd={(pick) => setValue('cities', [...cities, pick], validate)}
        onRemove={(id) =>
          setValue(
            'cities',
            cities.filter((city) => city.id !== id),
            validate,
          )
        }
      />
      <label className="check">
        <input type="checkbox" {...register('prefersRemote')} />
        {t('validate:fields.prefersRemote')}
      </label>
      <label className="check">
        <input type="checkbox" {...register('openToWork')} />
        {t('openToWork')}
      </label>
      <SectionPending action="industryDetails" />
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
