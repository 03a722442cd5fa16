/** Password reset, step 3: the new password (twice), with the reset token of the verified code. */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { resetPassword as resetPasswordSchema } from '@common/schemas/accounts';
import { Button, TextField } from '../../../components/ui';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { useCommonPasswords } from '../../../lib/forms/useCommonPasswords';
import { resetPassword } from '../api/accounts';
import { AuthPage, FormAlert } from '../components/AuthPage';
import { clearFlow, readFlow, type ResetFlow } from '../flow';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRoleInfo } from '../roles';
import type { PasswordChangedState } from './PasswordChangedPage';

interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

function NewPasswordForm({ flow }: { flow: ResetFlow & { resetToken: string } }) {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const navigate = useNavigate();
  const form = useForm<NewPasswordForm, unknown, v.InferOutput<typeof resetPasswordSchema>>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: valibotResolver(resetPasswordSchema, {
      toInput: (values) => ({ ...values, email: flow.email, resetToken: flow.resetToken }),
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
  useCommonPasswords();
  const { setFocus } = form;
  // A new step: the person continues in the first field (after the shell focused the page on navigation).
  useEffect(() => {
    const timer = window.setTimeout(() => setFocus('password'), 0);
    return () => window.clearTimeout(timer);
  }, [setFocus]);

  // Built in the event handler (not during render), as the React compiler rules require.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await resetPassword(info.module, body).catch(() => null), setError, {
        fields: ['password', 'confirmPassword'],
        fallback: t('errorMsg:somethingWrong'),
      });
      if (!envelope) return;
      clearFlow('reset', info.role);
      void navigate(info.path('password-change-successfully'), {
        replace: true,
        state: { message: envelope.message, passwordChanged: true } satisfies PasswordChangedState,
      });
    })(event);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="auth-title">
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordRule')}
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
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" block busy={isSubmitting}>
        {t('newPassword.submit')}
      </Button>
    </form>
  );
}

export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const flow = readFlow('reset', info.role);
  if (!flow?.resetToken) return <Navigate to={info.path('forgot-password')} replace />;
  return (
    <AuthPage
      seoPage={`${info.module}-new-password`}
      title={t('newPassword.title')}
      lead={t('newPassword.lead', { email: flow.email })}
    >
      <NewPasswordForm flow={{ ...flow, resetToken: flow.resetToken }} />
    </AuthPage>
  );
}
