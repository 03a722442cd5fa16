/**
 * /employer/join?token=…: the page an invitation e-mail links to. The invited person sets a password (twice) and is
 * signed in as an employer of the company (employer/accept-invitation); a link that is incomplete, used or expired
 * is said so, with the way to sign in.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import * as v from 'valibot';
import { acceptInvitation as acceptSchema, invitationToken } from '@common/schemas/team';
import { Button, TextField } from '../../../components/ui';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useCommonPasswords } from '../../../lib/forms/useCommonPasswords';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { PageHead } from '../../../lib/seo/PageHead';
import { type SessionUser, useShellStore } from '../../../lib/store/shell';
import { toast } from '../../../lib/toast';
import { acceptInvitation } from '../api/team';
import '../components/team.css';
import { FormError } from '../../../components/ui/FormError';

interface Values {
  password: string;
  confirmPassword: string;
}

function JoinForm({ token }: { token: string }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const setSession = useShellStore((state) => state.setSession);
  const form = useForm<Values, unknown, v.InferOutput<typeof acceptSchema>>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: valibotResolver(acceptSchema, { toInput: (values) => ({ ...values, token }) }),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  useCommonPasswords();
  // The person came to set a password: the first field has the focus (after the shell focused the page).
  useEffect(() => {
    const timer = window.setTimeout(() => setFocus('password'), 0);
    return () => window.clearTimeout(timer);
  }, [setFocus]);

  // Built in the event handler (not during render), as the React compiler rules require.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await acceptInvitation(body).catch(() => null), setError, {
        fields: ['password', 'confirmPassword'],
        fallback: t('errorMsg:somethingWrong'),
      });
      const session = envelope?.data as { token: string; user: SessionUser } | undefined;
      if (!envelope || !session?.token) return;
      setSession({ token: session.token, user: session.user, candidateDetails: null });
      toast.success(envelope.message);
      void navigate('/employer/dashboard', { replace: true });
    })(event);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="join-title">
      <TextField
        label={t('join.password')}
        type="password"
        autoComplete="new-password"
        hint={t('join.passwordRule')}
        error={errors.password?.message}
        required
        {...register('password')}
      />
      <TextField
        label={t('join.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        required
        {...register('confirmPassword')}
      />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" block busy={isSubmitting}>
        {t('join.submit')}
      </Button>
    </form>
  );
}

export default function JoinPage() {
  const { t } = useTranslation('team');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const usable = v.is(invitationToken, token);
  return (
    <div className="container auth-page">
      <PageHead page="employer-join" title={t('join.title')} description={t('join.lead')} />
      <section className="card auth-card" aria-labelledby="join-title">
        <h1 id="join-title" className="page-title">
          {t('join.title')}
        </h1>
        <p className="lead">{t('join.lead')}</p>
        {usable ? (
          <JoinForm token={token} />
        ) : (
          <p className="alert alert-error" role="alert">
            {t('join.missingToken')}
          </p>
        )}
        <p className="auth-switch">
          {t('join.haveAccount')} <Link to="/employer/login">{t('join.signIn')}</Link>
        </p>
      </section>
    </div>
  );
}
