/** Password reset, step 2: the code from the e-mail → a reset token for the new-password step. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from '../../../lib/router';
import { isErrorEnvelope } from '../../../lib/api';
import { verifyResetPasswordOtp } from '../api/accounts';
import { AuthPage } from '../components/AuthPage';
import { CodeVerification } from '../components/CodeVerification';
import { readFlow, writeFlow } from '../flow';
import { useRoleInfo } from '../roles';

export default function ForgotPasswordOtpPage() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const navigate = useNavigate();
  const [flow, setFlow] = useState(() => readFlow('reset', info.role));
  if (!flow) return <Navigate to={info.path('forgot-password')} replace />;

  const verify = async (otp: string): Promise<string | null> => {
    const envelope = await verifyResetPasswordOtp(info.module, { email: flow.email, otp });
    if (isErrorEnvelope(envelope)) return envelope.message || t('errorMsg:somethingWrong');
    const resetToken = envelope.data?.resetToken;
    if (!resetToken) return t('errorMsg:somethingWrong');
    writeFlow('reset', info.role, { ...flow, resetToken });
    void navigate(info.path('new-password'));
    return null;
  };

  return (
    <AuthPage
      seoPage={`${info.module}-forgot-password-otp`}
      title={t('forgotOtp.title')}
      lead={t('forgotOtp.lead', { email: flow.email })}
    >
      <CodeVerification
        module={info.module}
        email={flow.email}
        sentAt={flow.sentAt}
        purpose="FORGOT_PASSWORD"
        verify={verify}
        onResent={(sentAt) => {
          const next = { ...flow, sentAt };
          writeFlow('reset', info.role, next);
          setFlow(next);
        }}
        submitLabel={t('forgotOtp.submit')}
      />
      <p className="auth-switch">
        <Link to={info.path('forgot-password')}>{t('forgotOtp.changeEmail')}</Link>
      </p>
    </AuthPage>
  );
}
