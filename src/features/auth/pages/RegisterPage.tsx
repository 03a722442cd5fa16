/**
 * Sign-up, step 1 (spec §4): the account details, checked with the server's own schema; check-credentials makes sure
 * the e-mail and phone are free and e-mails a code; the details wait in session storage for the code step.
 */
import { useId } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { candidateRegister, employerRegister } from '@common/schemas/accounts';
import { Button, TextField } from '../../../components/ui';
import { PhoneFields } from '../../../components/PhoneFields';
import { phoneFieldOf as fieldOf } from '../../../lib/forms/phoneFields';
import { succeeded } from '../../../lib/forms/serverErrors';
import {
  issueText,
  useRevalidateOnLanguageChange,
  valibotResolver,
} from '../../../lib/forms/valibotResolver';
import { useCommonPasswords } from '../../../lib/forms/useCommonPasswords';
import { checkCredentials } from '../api/accounts';
import { AuthPage, FormAlert } from '../components/AuthPage';
import { RESEND_COOLDOWN_MS } from '../components/CodeVerification';
import { GuestOnly } from '../components/SignedIn';
import { readFlow, rememberContact, writeFlow, type RegistrationDraft } from '../flow';
import { useRoleInfo } from '../roles';

interface RegisterForm {
  fullName: string;
  companyName: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

const FIELDS = [
  'fullName',
  'companyName',
  'email',
  'phoneCode',
  'phoneNumber',
  'password',
  'confirmPassword',
  'termsAccepted',
];

type Output = v.InferOutput<typeof employerRegister> | v.InferOutput<typeof candidateRegister>;

/** The registration token comes with the verified code (next step); the form is checked with a stand-in. */
const PENDING_TOKEN = 'pending-verification';

function registrationResolver(employer: boolean): Resolver<RegisterForm, unknown, Output> {
  const toInput = ({
    phoneCode,
    phoneNumber,
    confirmPassword: _confirm,
    companyName,
    ...rest
  }: RegisterForm) => ({
    ...rest,
    registrationToken: PENDING_TOKEN,
    phone: { code: phoneCode, number: phoneNumber },
    ...(employer ? { companyName } : {}),
  });
  const base = employer
    ? (valibotResolver(employerRegister, { toInput, fieldOf }) as unknown as Resolver<
        RegisterForm,
        unknown,
        Output
      >)
    : (valibotResolver(candidateRegister, { toInput, fieldOf }) as unknown as Resolver<
        RegisterForm,
        unknown,
        Output
      >);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (values.confirmPassword === values.password) return result;
    const mismatch: FieldError = {
      type: 'passwordMismatch',
      message: await issueText({ field: 'confirmPassword', key: 'passwordMismatch' }),
    };
    return { values: {}, errors: { ...result.errors, confirmPassword: mismatch } } as Awaited<
      ReturnType<typeof base>
    >;
  };
}

const EMPTY_FORM: RegisterForm = {
  fullName: '',
  companyName: '',
  email: '',
  phoneCode: '+62',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

/** The form as it was when the person continued to the code step (the draft holds what the server checked). */
function valuesOf(draft: RegistrationDraft | null): RegisterForm {
  if (!draft) return EMPTY_FORM;
  return {
    fullName: draft.fullName,
    companyName: draft.companyName ?? '',
    email: draft.email,
    phoneCode: `+${draft.phone.code.replace(/^\+/, '')}`,
    phoneNumber: draft.phone.number,
    password: draft.password,
    confirmPassword: draft.password,
    termsAccepted: draft.termsAccepted,
  };
}

function RegisterScreen() {
  const { t } = useTranslation('register');
  const info = useRoleInfo();
  const employer = info.role === 'EMPLOYER';
  const navigate = useNavigate();
  const termsId = useId();
  const form = useForm<RegisterForm, unknown, Output>({
    // Back from the code step ('Change my details'): the details typed before, waiting in session storage.
    defaultValues: valuesOf(readFlow('register', info.role)),
    resolver: registrationResolver(employer),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  useCommonPasswords();

  // Built in the event handler (not during render), as the React compiler rules require.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (output) => {
      const { registrationToken: _pending, deviceToken: _device, ...details } = output;
      const envelope = await checkCredentials(info.module, {
        email: details.email,
        phone: details.phone,
      }).catch(() => null);
      if (!succeeded(envelope, setError, { fields: FIELDS, fieldOf, fallback: t('errorMsg:somethingWrong') }))
        return;
      const draft: RegistrationDraft = {
        fullName: details.fullName,
        email: details.email,
        phone: details.phone,
        password: details.password,
        termsAccepted: true,
        ...('companyName' in details ? { companyName: details.companyName } : {}),
      };
      // Within the resend cooldown the server sends no second code to the same address: the countdown goes on.
      const previous = readFlow('register', info.role);
      const now = Date.now();
      const sentAt =
        previous?.email === draft.email && now - previous.sentAt < RESEND_COOLDOWN_MS ? previous.sentAt : now;
      writeFlow('register', info.role, { ...draft, sentAt });
      rememberContact(draft.email, draft.phone);
      void navigate(info.path(info.verifySegment));
    })(event);

  const role = employer ? 'employer' : 'candidate';
  const termsError = errors.termsAccepted?.message;
  return (
    <AuthPage seoPage={`${role}-register`} title={t(`title.${role}`)} lead={t(`lead.${role}`)} wide>
      <p className="muted">{t('requiredNote')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="auth-title">
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          hint={t('hints.fullName')}
          error={errors.fullName?.message}
          required
          {...register('fullName')}
        />
        {employer && (
          <TextField
            label={t('fields.companyName')}
            autoComplete="organization"
            error={errors.companyName?.message}
            required
            {...register('companyName')}
          />
        )}
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
          codeLabel={t('fields.phoneCode')}
          numberLabel={t('fields.phoneNumber')}
          required
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('hints.password')}
          error={errors.password?.message}
          required
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          required
          {...register('confirmPassword')}
        />
        <div className="field field-check">
          <input
            id={termsId}
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            required
            {...register('termsAccepted')}
          />
          <label htmlFor={termsId}>
            <Trans
              t={t}
              i18nKey="terms"
              components={{
                terms: <Link to={info.path('terms-condition')} target="_blank" rel="noopener" />,
              }}
            />
          </label>
          {termsError && (
            <p className="field-error" id={`${termsId}-error`}>
              {termsError}
            </p>
          )}
        </div>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" block busy={isSubmitting}>
          {t('submit')}
        </Button>
      </form>
      <p className="auth-switch">
        {t('haveAccount')} <Link to={info.path('login')}>{t('signIn')}</Link>
      </p>
    </AuthPage>
  );
}

export default function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterScreen />
    </GuestOnly>
  );
}
