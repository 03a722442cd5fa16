/** A signed-in user changes the password (change-password/{own id}); their other sessions are signed out. */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import type * as v from 'valibot';
import { changePassword as changePasswordSchema } from '@common/schemas/accounts';
import { Button, TextField } from '../../../components/ui';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { useCommonPasswords } from '../../../lib/forms/useCommonPasswords';
import { useShellStore } from '../../../lib/store/shell';
import { changePassword } from '../api/accounts';
import { AuthPage, FormAlert } from '../components/AuthPage';
import { SignedIn } from '../components/SignedIn';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRoleInfo } from '../roles';
import type { PasswordChangedState } from './PasswordChangedPage';

interface ChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  const navigate = useNavigate();
  const userId = useShellStore((state) => state.user?.id ?? state.user?._id) as string | number | undefined;
  const form = useForm<ChangeForm, unknown, v.InferOutput<typeof changePasswordSchema>>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    resolver: valibotResolver(changePasswordSchema),
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
    handleSubmit(async (body) => {
      if (userId === undefined) return;
      const envelope = succeeded(
        await changePassword(info.module, userId, body).catch(() => null),
        setError,
        {
          fields: FIELDS,
          fallback: t('errorMsg:somethingWrong'),
        },
      );
      if (!envelope) return;
      void navigate(info.path('password-change-successfully'), {
        replace: true,
        state: { message: envelope.message, passwordChanged: true } satisfies PasswordChangedState,
      });
    })(event);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="auth-title">
      <TextField
        label={t('fields.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        required
        {...register('oldPassword')}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordRule')}
        error={errors.newPassword?.message}
        required
        {...register('newPassword')}
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
        {t('change.submit')}
      </Button>
    </form>
  );
}

export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const info = useRoleInfo();
  return (
    <SignedIn>
      <AuthPage seoPage={`${info.module}-reset-password`} title={t('change.title')} lead={t('change.lead')}>
        <ChangePasswordForm />
      </AuthPage>
    </SignedIn>
  );
}
