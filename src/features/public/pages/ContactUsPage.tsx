import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { contactUsSave } from '@common/schemas';
import { Button, TextArea, TextField } from '../../../components/ui';
import { PhoneFields } from '../../../components/PhoneFields';
import { phoneFieldOf as fieldOf } from '../../../lib/forms/phoneFields';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import { useSaveContactUs, type ContactUsPayload } from '../api/contactUs';
import { FormError } from '../../../components/ui/FormError';

interface ContactForm {
  name: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  subject: string;
  message: string;
}

const EMPTY: ContactForm = {
  name: '',
  email: '',
  phoneCode: '+62',
  phoneNumber: '',
  subject: '',
  message: '',
};

/** The phone is optional: left out when no number is typed; otherwise both its parts are validated. */
function toInput(values: ContactForm) {
  const { phoneCode, phoneNumber, subject, ...rest } = values;
  return {
    ...rest,
    ...(phoneNumber.trim() ? { phone: { code: phoneCode, number: phoneNumber } } : {}),
    ...(subject.trim() ? { subject } : {}),
  };
}

export default function ContactUsPage() {
  const { t } = useTranslation('contactUs');
  const form = useForm<ContactForm, unknown, ContactUsPayload>({
    defaultValues: EMPTY,
    resolver: valibotResolver(contactUsSave, { toInput, fieldOf }),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  const save = useSaveContactUs();

  const onSubmit = handleSubmit(async (payload) => {
    const envelope = succeeded(await save.mutateAsync(payload).catch(() => null), setError, {
      fields: Object.keys(EMPTY),
      fieldOf,
      fallback: t('errorMsg:somethingWrong'),
    });
    if (!envelope) return;
    toast.success(envelope.message);
    reset(EMPTY);
  });

  const optional = t('common:optional');
  return (
    <div className="container">
      <PageHead page="contact-us" title={t('pageTitle')} description={t('description')} />
      <h1 className="page-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="contact-layout">
        <aside className="card" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">{t('asideTitle')}</h2>
          <p>{t('asideText')}</p>
          <Link to="/faq">{t('asideFaq')}</Link>
        </aside>
        <section className="card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('formTitle')}</h2>
          <p className="muted">{t('requiredNote')}</p>
          <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-title">
            <TextField
              label={t('fields.name')}
              autoComplete="name"
              error={errors.name?.message}
              required
              {...register('name')}
            />
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              hint={t('hints.email')}
              error={errors.email?.message}
              required
              {...register('email')}
            />
            <PhoneFields
              form={form}
              errors={errors}
              codeLabel={t('validate:fields.phoneCode')}
              numberLabel={t('fields.phone')}
              optionalText={optional}
            />
            <TextField
              label={t('fields.subject')}
              optionalText={optional}
              error={errors.subject?.message}
              {...register('subject')}
            />
            <TextArea
              label={t('fields.message')}
              hint={t('hints.message')}
              error={errors.message?.message}
              required
              rows={6}
              {...register('message')}
            />
            <FormError message={errors.root?.server?.message} />
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? t('sending') : t('submit')}
            </Button>
          </form>
        </section>
      </div>
    </div>
  );
}
