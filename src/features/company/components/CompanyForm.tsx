/**
 * The company profile form, shared by the setup and the profile page: brand (name, logo, cover), about (rich text,
 * industry with 'Other', size, founded), location (country → state → city, address), contact (website, phone) and
 * social links. It validates with the server's schema (common/schemas/company.ts) and saves everything at once
 * with employer/update-company; a cleared input clears the field. Leaving it with unsaved changes asks first.
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { COMPANY_LIMITS, COMPANY_SIZES } from '@common/constants/company';
import { COMPANY_NAME_MAX_LENGTH } from '@common/constants/limits';
import { OTHER_OPTION_CODE } from '@common/constants/masters';
import { companyUpdateInput } from '@common/schemas/company';
import { WEB_ADDRESS_MAX_LENGTH } from '@common/schemas/webAddress';
import { ImageUpload } from '../../../components/ImageUpload';
import { RichTextField } from '../../../components/richText/RichTextField';
import { Button, TextField } from '../../../components/ui';
import { SelectField } from '../../../components/ui/SelectField';
import { useCountries, useMasterOptions, useStates } from '../../../lib/api/reference';
import { PhoneFields } from '../../../components/PhoneFields';
import { phoneFieldOf } from '../../../lib/forms/phoneFields';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useConfirmLeave } from '../../../lib/forms/useConfirmLeave';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { type Company, useSaveCompany } from '../api/company';
import { CityPicker, type PickedCity } from '../../../components/CityPicker';
import { FormError } from '../../../components/ui/FormError';

interface Upload {
  path: string;
  url: string;
}

interface Values {
  companyName: string;
  logo: Upload | null;
  cover: Upload | null;
  aboutHtml: string;
  industryCode: string;
  otherIndustry: string;
  companySize: string;
  foundedYear: string;
  website: string;
  phoneCode: string;
  phoneNumber: string;
  countryCode: string;
  stateCode: string;
  city: PickedCity | null;
  address: string;
  linkedinUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
}

const SOCIAL = ['linkedinUrl', 'facebookUrl', 'instagramUrl', 'twitterUrl'] as const;
const FIELDS = [
  'companyName',
  'logo',
  'cover',
  'aboutHtml',
  'industryCode',
  'otherIndustry',
  'companySize',
  'foundedYear',
  'website',
  'phoneCode',
  'phoneNumber',
  'countryCode',
  'stateCode',
  'city',
  'address',
  ...SOCIAL,
];

/** A server or schema path to the input that shows it. */
const fieldOf = (path: string) =>
  path === 'cityId'
    ? 'city'
    : path === 'logoPath'
      ? 'logo'
      : path === 'coverPath'
        ? 'cover'
        : phoneFieldOf(path);

const uploadOf = (path: string | null, url: string | null): Upload | null =>
  path && url ? { path, url } : null;

function valuesOf(company: Company): Values {
  return {
    companyName: company.name,
    logo: uploadOf(company.logoPath, company.logoUrl),
    cover: uploadOf(company.coverPath, company.coverUrl),
    aboutHtml: company.aboutHtml ?? '',
    industryCode: company.industry?.code ?? '',
    otherIndustry: '',
    companySize: company.companySize ?? '',
    foundedYear: company.foundedYear === null ? '' : String(company.foundedYear),
    website: company.website ?? '',
    phoneCode: company.phoneCode ? `+${company.phoneCode}` : '+62',
    phoneNumber: company.phone ?? '',
    countryCode: company.countryCode ?? '',
    stateCode: company.stateCode ?? '',
    city:
      company.cityId === null
        ? null
        : { id: company.cityId, label: [company.cityName, company.stateName].filter(Boolean).join(', ') },
    address: company.address ?? '',
    linkedinUrl: company.linkedinUrl ?? '',
    facebookUrl: company.facebookUrl ?? '',
    instagramUrl: company.instagramUrl ?? '',
    twitterUrl: company.twitterUrl ?? '',
  };
}

/** The form's values as the call takes them: '' clears a text, null clears the rest. */
function bodyOf(values: Values): v.InferInput<typeof companyUpdateInput> {
  const other = values.industryCode === OTHER_OPTION_CODE.OTHER_INDUSTRY;
  return {
    companyName: values.companyName,
    logoPath: values.logo?.path ?? null,
    coverPath: values.cover?.path ?? null,
    aboutHtml: values.aboutHtml,
    industryCode: values.industryCode,
    ...(other ? { otherIndustry: values.otherIndustry } : {}),
    companySize: values.companySize as v.InferInput<typeof companyUpdateInput>['companySize'],
    foundedYear: values.foundedYear.trim() === '' ? null : values.foundedYear,
    website: values.website,
    phone: values.phoneNumber.trim() === '' ? null : { code: values.phoneCode, number: values.phoneNumber },
    countryCode: values.countryCode,
    stateCode: values.stateCode,
    cityId: values.city?.id ?? null,
    address: values.address,
    linkedinUrl: values.linkedinUrl,
    facebookUrl: values.facebookUrl,
    instagramUrl: values.instagramUrl,
    twitterUrl: values.twitterUrl,
  };
}

interface Props {
  company: Company;
  submitLabel: string;
  /** After a save, with the company as saved. */
  onSaved(company: Company): void;
  /** A secondary action beside the submit button (cancel on the profile page). */
  extraAction?: React.ReactNode;
}

export function CompanyForm({ company, submitLabel, onSaved, extraAction }: Props) {
  const { t } = useTranslation('company');
  const save = useSaveCompany();
  const form = useForm<Values, unknown, v.InferOutput<typeof companyUpdateInput>>({
    defaultValues: valuesOf(company),
    resolver: valibotResolver(companyUpdateInput, { toInput: bodyOf, fieldOf }),
    shouldFocusError: true,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useRevalidateOnLanguageChange(form);
  const allowLeave = useConfirmLeave(isDirty && !isSubmitting, t('leaveConfirm'));

  const [countryCode, stateCode, industryCode, city, logo, cover, aboutHtml] = useWatch({
    control,
    name: ['countryCode', 'stateCode', 'industryCode', 'city', 'logo', 'cover', 'aboutHtml'],
  });
  const industries = useMasterOptions('INDUSTRY').data ?? [];
  const countries = useCountries().data ?? [];
  const states = useStates(countryCode).data ?? [];

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await save(body).catch(() => null), setError, {
        fields: FIELDS,
        fieldOf,
        fallback: t('errorMsg:somethingWrong'),
      });
      const saved = envelope?.data as Company | undefined;
      if (!saved) return;
      allowLeave();
      reset(valuesOf(saved));
      onSaved(saved);
    })(event);

  const dirty = { shouldDirty: true } as const;
  return (
    <form className="company-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset id="section-brand">
        <legend>{t('fieldsets.brand')}</legend>
        <TextField
          label={t('fields.companyName')}
          error={errors.companyName?.message}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          required
          {...register('companyName')}
        />
        <ImageUpload
          label={t('fields.logo')}
          hint={t('hints.logo')}
          kind="logo"
          value={logo?.url ?? null}
          onChange={(upload) => setValue('logo', upload, dirty)}
        />
        {errors.logo?.message && <p className="field-error">{errors.logo.message}</p>}
        <ImageUpload
          label={t('fields.cover')}
          hint={t('hints.cover')}
          kind="cover"
          value={cover?.url ?? null}
          onChange={(upload) => setValue('cover', upload, dirty)}
        />
        {errors.cover?.message && <p className="field-error">{errors.cover.message}</p>}
      </fieldset>

      <fieldset id="section-about">
        <legend>{t('fieldsets.about')}</legend>
        <RichTextField
          label={t('fields.about')}
          hint={t('hints.about')}
          value={aboutHtml}
          onChange={(html) => setValue('aboutHtml', html, dirty)}
          error={errors.aboutHtml?.message}
        />
        <SelectField
          label={t('fields.industry')}
          placeholder={t('choose')}
          options={industries}
          error={errors.industryCode?.message}
          {...register('industryCode')}
        />
        {industryCode === OTHER_OPTION_CODE.OTHER_INDUSTRY && (
          <TextField
            label={t('fields.otherIndustry')}
            error={errors.otherIndustry?.message}
            required
            {...register('otherIndustry')}
          />
        )}
        <div className="company-row">
          <SelectField
            label={t('fields.companySize')}
            placeholder={t('choose')}
            options={COMPANY_SIZES.map((size) => ({ value: size, label: t('size', { size }) }))}
            error={errors.companySize?.message}
            {...register('companySize')}
          />
          <TextField
            label={t('fields.foundedYear')}
            type="number"
            inputMode="numeric"
            min={COMPANY_LIMITS.foundedYearMin}
            max={new Date().getFullYear()}
            error={errors.foundedYear?.message}
            {...register('foundedYear')}
          />
        </div>
      </fieldset>

      <fieldset id="section-location">
        <legend>{t('fieldsets.location')}</legend>
        <SelectField
          label={t('fields.country')}
          placeholder={t('choose')}
          options={countries.map((country) => ({ value: country.isoCode, label: country.name }))}
          error={errors.countryCode?.message}
          {...register('countryCode', {
            onChange: () => {
              setValue('stateCode', '', dirty);
              setValue('city', null, dirty);
            },
          })}
        />
        <SelectField
          label={t('fields.state')}
          placeholder={t('choose')}
          options={states.map((state) => ({ value: state.isoCode, label: state.name }))}
          error={errors.stateCode?.message}
          disabled={!countryCode}
          {...register('stateCode', { onChange: () => setValue('city', null, dirty) })}
        />
        <CityPicker
          label={t('fields.city')}
          countryCode={countryCode}
          stateCode={stateCode}
          value={city}
          onChange={(picked) => setValue('city', picked, dirty)}
          error={errors.city?.message}
        />
        <TextField
          label={t('fields.address')}
          error={errors.address?.message}
          maxLength={COMPANY_LIMITS.addressMax}
          autoComplete="street-address"
          {...register('address')}
        />
      </fieldset>

      <fieldset id="section-contact">
        <legend>{t('fieldsets.contact')}</legend>
        <TextField
          label={t('fields.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.website?.message}
          maxLength={WEB_ADDRESS_MAX_LENGTH}
          {...register('website')}
        />
        <PhoneFields
          form={form}
          errors={errors}
          codeLabel={t('fields.phoneCode')}
          numberLabel={t('fields.phone')}
        />
      </fieldset>

      <fieldset id="section-social">
        <legend>{t('fieldsets.social')}</legend>
        {SOCIAL.map((name) => (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors[name]?.message}
            maxLength={WEB_ADDRESS_MAX_LENGTH}
            {...register(name)}
          />
        ))}
      </fieldset>

      <FormError message={errors.root?.server?.message} />
      <div className="company-actions">
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
        {extraAction}
      </div>
    </form>
  );
}
