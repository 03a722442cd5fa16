/**
 * Basic details (basic-details/{id}): the name by the full-name rule and the phone shown as +{code}-{number}; the
 * e-mail is read-only (it is the sign-in). The picture is saved on its own (profile-picture/update) as soon as it is
 * chosen.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { candidateBasicDetails } from '@common/schemas/candidateProfile';
import { ImageUpload } from '../../../components/ImageUpload';
import { PhoneFields } from '../../../components/PhoneFields';
import { Button, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { phoneFieldOf } from '../../../lib/forms/phoneFields';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { type CandidateView, useSaveProfile, useSaveSection } from '../api/profile';
import { SectionPending } from './SectionPending';

interface Values {
  fullName: string;
  phoneCode: string;
  phoneNumber: string;
}
const FIELDS = ['fullName', 'phoneCode', 'phoneNumber'];

export function BasicDetailsForm({ view }: { view: CandidateView }) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  const saveSection = useSaveSection();
  const form = useForm<Values, unknown, v.InferOutput<typeof candidateBasicDetails>>({
    defaultValues: {
      fullName: view.fullName,
      phoneCode: view.phoneCode ? `+${view.phoneCode}` : '+62',
      phoneNumber: view.phone ?? '',
    },
    resolver: valibotResolver(candidateBasicDetails, {
      toInput: (values) => ({
        fullName: values.fullName,
        ...(values.phoneNumber.trim()
          ? { phone: { code: values.phoneCode, number: values.phoneNumber } }
          : {}),
      }),
      fieldOf: phoneFieldOf,
    }),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const result = await saveSection('basicDetails', body, view.id).catch(() => null);
      if (result === 'queued') {
        // In the offline queue: the section says so until it is sent.
        toast.success(t('common:pending.queued'));
        return;
      }
      const envelope = succeeded(result, setError, {
        fields: FIELDS,
        fieldOf: phoneFieldOf,
        fallback: t('errorMsg:somethingWrong'),
      });
      if (envelope) toast.success(envelope.message);
    })(event);

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ImageUpload
        label={t('fields.picture')}
        hint={t('hints.picture')}
        kind="avatar"
        value={view.pictureUrl}
        onChange={(upload) =>
          void save('profilePictureUpdate', { picturePath: upload?.path ?? null }).then((envelope) => {
            if (envelope.data) toast.success(envelope.message);
            else toast.error(envelope.message);
          })
        }
      />
      <TextField
        label={t('validate:fields.fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        required
        {...register('fullName')}
      />
      <TextField label={t('validate:fields.email')} value={view.email} readOnly hint={t('hints.email')} />
      <PhoneFields
        form={form}
        errors={errors}
        codeLabel={t('fields.phoneCode')}
        numberLabel={t('fields.phone')}
      />
      <SectionPending action="basicDetails" />
      <FormError message={errors.root?.server?.message} />
      <div className="entry-actions">
        <Button type="submit" busy={isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
