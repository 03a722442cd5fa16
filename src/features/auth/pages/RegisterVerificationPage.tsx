/**
 * Sign-up, step 2: the code e-mailed by check-credentials → verify-email-otp (a registration token) → register,
 * which signs the new user in. An address whose account exists but was never verified is signed in directly.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from '../../../lib/router';
import { isErrorEnvelope } from '../../../lib/api';
import { hasSession, registerAccount, verifyEmailOtp } from '../api/accounts';
import { AuthPage } from '../components/AuthPage';
import { CodeVerification } from '../components/CodeVerification';
import { clearFlow, readFlow, rememberContact, writeFlow } from '../flow';
import { useRoleInfo } from '../roles';
import { DEVICE_TOKEN_KEY } from '../keys';
import { useSignIn } from '../session-actions';

export default function RegisterVerificationPage() {
  const { t } = useTranslation('registrationVerification');
  const info = useRoleInfo();
  const signIn = useSignIn();
  const [draft, setDraft] = useState(() => readFlow('register', info.role));
  if (!draft) return <Navigate to={info.path('register')} replace />;

  const verify = async (otp: string): Promise<string | null> => {
    const verified = await verifyEmailOtp(info.module, { email: draft.email, otp });
    if (isErrorEnvelope(verified)) return verified.message || t('errorMsg:somethingWrong');
    if (hasSession(verified.data)) {
      clearFlow('register', info.role);
      signIn(verified.data);
      return null;
    }
    const registrationToken = verified.data?.registrationToken;
    if (!registrationToken) return t('errorMsg:somethingWrong');
    const { sentAt: _sentAt, ...details } = draft;
    let deviceToken: string | undefined;
    try {
      deviceToken = localStorage.getItem(DEVICE_TOKEN_KEY) || undefined;
    } catch {
      deviceToken = undefined;
    }
    const registered = await registerAccount(info.module, {
      ...details,
      registrationToken,
      ...(deviceToken ? { deviceToken } : {}),
    } as Parameters<typeof registerAccount>[1]);
    if (isErrorEnvelope(registered) || !hasSession(registered.data)) {
      return registered.message || t('errorMsg:somethingWrong');
    }
    clearFlow('register', info.role);
    rememberContact(null);
    signIn(registered.data);
    return null;
  };

  return (
    <AuthPage
      seoPage={`${info.module}-register-verification`}
      title={t('title')}
      lead={t('lead', { email: draft.email })}
    >
      <CodeVerification
        module={info.module}
        email={draft.email}
        sentAt={draft.sentAt}
        purpose="SIGN_UP"
        verify={verify}
        onResent={(sentAt) => {
          const next = { ...draft, sentAt };
          writeFlow('register', info.role, next);
          setDraft(next);
        }}
        submitLabel={t('submit')}
      />
      <p className="auth-switch">
        {t('wrongEmail')} <Link to={info.path('register')}>{t('changeEmail')}</Link>
      </p>
    </AuthPage>
  );
}
