/**
 * The signed-in employer's own details beside the company (employer-profile/personal-details/{id}): picture, name,
 * job title and phone, as candidates will see their recruiter; every member edits their own.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { COMPANY_LIMITS } from '@common/constants/company';
import { formatPhone } from '@common/format/phone';
import { employerPersonalDetails } from '@common/schemas/company';
import { ImageUpload } from '../../../components/ImageUpload';
import { Button, TextField } from '../../../components/ui';
import { Avatar } from '../../../components/ui/Avatar';
import { api } from '../../../lib/api';
import { EMPLOYER_VIEW_KEY, type EmployerView } from '../../../lib/api/employerView';
import { PhoneFields } from '../../../components/PhoneFields';
import { phoneFieldOf } from '../../../lib/forms/phoneFields';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useConfirmLeave } from '../../../lib/forms/useConfirmLeave';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { FormError } from '../../../components/ui/FormError';

interface Values {
  fullName: string;
  jobTitle: string;
  phoneCode: string;
  phoneNumber: string;
  /** undefined: the picture as it is; null: removed; else the new upload. */
  picture: { path: string; url: string } | null | undefined;
}
const FIELDS = ['fullName', 'jobTitle', 'phoneCode', 'phoneNumber', 'picture'];
const fieldOf = (path: string) => (path === 'picturePath' ? 'picture' : phoneFieldOf(path));

function DetailsForm({ me, onDone }: { me: EmployerView; onDone(): void }) {
  const { t } = useTranslation('company');
  const client = useQueryClient();
  const form = useForm<Values, unknown, v.InferOutput<typeof employerPersonalDetails>>({
    defaultValues: {
      fullName: me.fullName,
      jobTitle: me.jobTitle ?? '',
      phoneCode: me.phoneCode ? `+${me.phoneCode}` : '+62',
      phoneNumber: me.phone ?? '',
      picture: undefined,
    },
    resolver: valibotResolver(employerPersonalDetails, {
      toInput: (values) => ({
        fullName: values.fullName,
        jobTitle: values.jobTitle,
        ...(values.phoneNumber.trim()
          ? { phone: { code: values.phoneCode, number: values.phoneNumber } }
          : {}),
        ...(values.picture === undefined ? {} : { picturePath: values.picture?.path ?? null }),
      }),
      fieldOf,
    }),
    shouldFocusError: true,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useRevalidateOnLanguageChange(form);
  const allowLeave = useConfirmLeave(isDirty && !isSubmitting, t('leaveConfirm'));
  const picture = useWatch({ control, name: 'picture' });
  const shown = picture === undefined ? me.pictureUrl : (picture?.url ?? null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const call = api('employer', 'personalDetails', { params: { id: me.id }, body, showErrorToast: false });
      const envelope = succeeded(await call.catch(() => null), setError, {
        fields: FIELDS,
        fieldOf,
        fallback: t('errorMsg:somethingWrong'),
      });
      if (!envelope) return;
      allowLeave();
      await client.invalidateQueries({ queryKey: EMPLOYER_VIEW_KEY });
      toast.success(envelope.message);
      onDone();
    })(event);

  return (
    <form className="company-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ImageUpload
        label={t('me.picture')}
        hint={t('hints.picture')}
        kind="avatar"
        value={shown}
        onChange={(upload) => setValue('picture', upload, { shouldDirty: true })}
      />
      {errors.picture?.message && <p className="field-error">{errors.picture.message}</p>}
      <TextField
        label={t('validate:fields.fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        required
        {...register('fullName')}
      />
      <TextField
        label={t('me.jobTitle')}
        autoComplete="organization-title"
        maxLength={COMPANY_LIMITS.jobTitleMax}
        error={errors.jobTitle?.message}
        {...register('jobTitle')}
      />
      <PhoneFields
        form={form}
        errors={errors}
        codeLabel={t('fields.phoneCode')}
        numberLabel={t('me.phone')}
      />
      <FormError message={errors.root?.server?.message} />
      <div className="company-actions">
        <Button type="submit" busy={isSubmitting}>
          {t('me.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function PersonalDetails({ me }: { me: EmployerView }) {
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState(false);
  const phone = formatPhone(me.phoneCode, me.phone);
  return (
    <section className="card company-me" aria-labelledby="me-title">
      <h2 id="me-title">{t('me.title')}</h2>
      {editing ? (
        <DetailsForm me={me} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="company-header">
            <Avatar
              src={me.pictureUrl}
              alt={t('me.pictureOf', { name: me.fullName })}
              name={me.fullName}
              round
            />
            <div>
              <p className="company-me-name">{me.fullName}</p>
              {me.jobTitle && <p className="muted">{me.jobTitle}</p>}
              {phone && <p className="muted">{phone}</p>}
            </div>
          </div>
          <p>
            <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
              {t('me.edit')}
            </Button>
          </p>
        </>
      )}
    </section>
  );
}
