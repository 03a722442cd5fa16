/** Password reset, step 1: the e-mail address. The answer is the same whether or not an account exists. */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { forgetPassword as forgetPasswordSchema } from '@common/schemas/accounts';
import { Button, TextField } from '../../../components/ui';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { forgetPassword } from '../api/accounts';
import { AuthPage, FormAlert } from '../components/AuthPage';
import { writeFlow } from '../flow';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRoleInfo } from '../roles';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const navigate = useNavigate();
  const form = useForm<{ email: string }, unknown, v.InferOutput<typeof forgetPasswordSchema>>({
    defaultValues: { email: '' },
    resolver: valibotResolver(forgetPasswordSchema),
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
    handleSubmit(async ({ email }) => {
      const envelope = succeeded(await forgetPassword(info.module, { email }).catch(() => null), setError, {
        fields: ['email'],
        fallback: t('errorMsg:somethingWrong'),
      });
      if (!envelope) return;
      toast.success(envelope.message);
      writeFlow('reset', info.role, { email, sentAt: Date.now() });
      void navigate(info.path('forgot-password-otp'));
    })(event);

  return (
    <AuthPage seoPage={`${info.module}-forgot-password`} title={t('forgot.title')} lead={t('forgot.lead')}>
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
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" block busy={isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className="auth-switch">
        <Link to={info.path('login')}>{t('backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
