/**
 * Sign-in of either role. A signed-in user never sees it (GuestOnly); someone the server signed out reads why above
 * the form; an account of the other role (right password, wrong door) gets a link to its own sign-in.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { ResponseCode } from '@common/api/envelope';
import { login as loginSchema } from '@common/schemas/accounts';
import { Button, TextField } from '../../../components/ui';
import { isErrorEnvelope } from '../../../lib/api';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { hasSession, login } from '../api/accounts';
import { AuthPage, FormAlert } from '../components/AuthPage';
import { GuestOnly } from '../components/SignedIn';
import { writeFlow } from '../flow';
import { showServerErrors } from '../../../lib/forms/serverErrors';
import { useHydrated } from '../../../lib/useHydrated';
import { ROLE_INFO, useRoleInfo } from '../roles';
import { forgetSignedOutReason, signedOutReason } from '../session';
import { DEVICE_TOKEN_KEY } from '../keys';
import { useSignIn } from '../session-actions';

interface LoginForm {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

function storedDeviceToken(): string | undefined {
  try {
    return localStorage.getItem(DEVICE_TOKEN_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Set by a wrong-door answer (REDIRECT): the account belongs to the other side, whose sign-in the alert links. */
const OTHER_SIDE = 'otherSide';

/** What the other side's link hands to its sign-in page: the address typed, so it need not be typed again. */
interface LoginState {
  email?: string;
  /** The page that sent the user here, to go back to once signed in (session-actions.ts). */
  from?: string;
}

/**
 * Why the server signed the user out, shown once above the form (read at mount, forgotten afterwards). Not while the
 * page hydrates: it may have come rendered from the server, which cannot know it, and hydration must render the same.
 */
function useSignedOutReason(): string | null {
  const hydrated = useHydrated();
  const [reason] = useState(signedOutReason);
  useEffect(() => {
    if (reason) forgetSignedOutReason();
  }, [reason]);
  return hydrated ? reason : null;
}

function LoginScreen() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { state } = useLocation() as { state: LoginState | null };
  const signedOut = useSignedOutReason();
  const other = info.role === 'EMPLOYER' ? ROLE_INFO.CANDIDATE : ROLE_INFO.EMPLOYER;
  const [typedEmail, setTypedEmail] = useState('');
  const form = useForm<LoginForm, unknown, v.InferOutput<typeof loginSchema>>({
    defaultValues: { email: typeof state?.email === 'string' ? state.email : '', password: '' },
    resolver: valibotResolver(loginSchema),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);

  // Built in the event handler (not during render), as the React compiler rules require.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (values) => {
      const deviceToken = storedDeviceToken();
      const envelope = await login(info.module, { ...values, ...(deviceToken ? { deviceToken } : {}) }).catch(
        () => null,
      );
      if (!envelope) {
        setError('root.server', { message: t('errorMsg:somethingWrong') });
        return;
      }
      if (envelope.code === ResponseCode.NOT_VERIFIED) {
        const email = (envelope.data as { email?: string } | null)?.email ?? values.email;
        writeFlow('loginOtp', info.role, { email, sentAt: Date.now() });
        void navigate(info.path('otp'), { state: { from: state?.from } satisfies LoginState });
        return;
      }
      if (envelope.code === ResponseCode.REDIRECT) {
        // The right password, at the wrong door: the message names the other side, the alert links its sign-in.
        setTypedEmail(values.email);
        setError('root.server', {
          type: OTHER_SIDE,
          message: envelope.message || t('errorMsg:somethingWrong'),
        });
        return;
      }
      if (isErrorEnvelope(envelope) || !hasSession(envelope.data)) {
        showServerErrors(envelope, setError, { fields: FIELDS, fallback: t('errorMsg:somethingWrong') });
        return;
      }
      signIn(envelope.data);
    })(event);

  const role = info.role === 'EMPLOYER' ? 'employer' : 'candidate';
  return (
    <AuthPage seoPage={`${role}-login`} title={t(`login.title.${role}`)} lead={t(`login.lead.${role}`)}>
      {signedOut && (
        <p className="alert alert-warning" role="status">
          {signedOut}
        </p>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="auth-title">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          required
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          required
          {...register('password')}
        />
        <p className="form-aside">
          <Link to={info.path('forgot-password')}>{t('login.forgot')}</Link>
        </p>
        {errors.root?.server?.type === OTHER_SIDE ? (
          <div className="alert alert-error" role="alert">
            <p>{errors.root.server.message}</p>
            <Link to={other.base + '/login'} state={{ email: typedEmail } satisfies LoginState}>
              {t(`login.goTo.${other.module}`)}
            </Link>
          </div>
        ) : (
          <FormAlert message={errors.root?.server?.message} />
        )}
        <Button type="submit" block busy={isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="auth-switch">
        {t('login.noAccount')} <Link to={info.path('register')}>{t('login.register')}</Link>
      </p>
      <p className="auth-switch muted">
        <Link to={info.role === 'EMPLOYER' ? '/jobsseekers/login' : '/employer/login'}>
          {t(`login.other.${role}`)}
        </Link>
      </p>
    </AuthPage>
  );
}

export default function LoginPage() {
  return (
    <GuestOnly>
      <LoginScreen />
    </GuestOnly>
  );
}
