/**
 * Sign-in of an account whose e-mail was never verified (login answered NOT_VERIFIED and e-mailed a code):
 * verify-email-otp verifies the address and signs the user in.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from '../../../lib/router';
import { isErrorEnvelope } from '../../../lib/api';
import { hasSession, verifyEmailOtp } from '../api/accounts';
import { AuthPage } from '../components/AuthPage';
import { CodeVerification } from '../components/CodeVerification';
import { clearFlow, readFlow, writeFlow } from '../flow';
import { useRoleInfo } from '../roles';
import { useSignIn } from '../session-actions';

export default function LoginOtpPage() {
  const { t } = useTranslation('registrationVerification');
  const info = useRoleInfo();
  const signIn = useSignIn();
  const [flow, setFlow] = useState(() => readFlow('loginOtp', info.role));
  if (!flow) return <Navigate to={info.path('login')} replace />;

  const verify = async (otp: string): Promise<string | null> => {
    const envelope = await verifyEmailOtp(info.module, { email: flow.email, otp });
    if (isErrorEnvelope(envelope)) return envelope.message || t('errorMsg:somethingWrong');
    if (!hasSession(envelope.data)) return t('errorMsg:somethingWrong');
    clearFlow('loginOtp', info.role);
    signIn(envelope.data);
    return null;
  };

  return (
    <AuthPage
      seoPage={`${info.module}-otp`}
      title={t('loginTitle')}
      lead={t('loginLead', { email: flow.email })}
    >
      <CodeVerification
        module={info.module}
        email={flow.email}
        sentAt={flow.sentAt}
        purpose="SIGN_UP"
        verify={verify}
        onResent={(sentAt) => {
          const next = { ...flow, sentAt };
          writeFlow('loginOtp', info.role, next);
          setFlow(next);
        }}
        submitLabel={t('submitLogin')}
      />
      <p className="auth-switch">
        <Link to={info.path('login')}>{t('backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
