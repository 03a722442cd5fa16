/**
 * Invite a team member: name, e-mail, role and an optional job title, checked with the server's own schema
 * (teamMemberAdd) before sending; what the server refuses is shown under its field or above the button.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { COMPANY_ROLES } from '@common/constants/jobs';
import { TEAM_LIMITS } from '@common/constants/team';
import { teamMemberAdd } from '@common/schemas/team';
import { Button, TextField } from '../../../components/ui';
import { SelectField } from '../../../components/ui/SelectField';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { useTeamWrites } from '../api/team';
import { FormError } from '../../../components/ui/FormError';

interface Values {
  fullName: string;
  email: string;
  role: string;
  jobTitle: string;
}
const FIELDS = ['fullName', 'email', 'role', 'jobTitle'];
const EMPTY: Values = { fullName: '', email: '', role: '', jobTitle: '' };

export function InviteForm() {
  const { t } = useTranslation('team');
  const writes = useTeamWrites();
  const form = useForm<Values, unknown, v.InferOutput<typeof teamMemberAdd>>({
    defaultValues: EMPTY,
    resolver: valibotResolver(teamMemberAdd),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  const roles = COMPANY_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));

  // Built in the event handler (not during render), as the React compiler rules require.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await writes.invite(body).catch(() => null), setError, {
        fields: FIELDS,
        fallback: t('errorMsg:somethingWrong'),
      });
      if (!envelope) return;
      toast.success(envelope.message);
      reset(EMPTY);
    })(event);

  return (
    <section className="card section team-invite" aria-labelledby="team-invite-title">
      <h2 id="team-invite-title">{t('invite.title')}</h2>
      <p>{t('invite.lead', { count: TEAM_LIMITS.invitationDays })}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="team-invite-title">
        <div className="team-row">
          <TextField
            label={t('validate:fields.fullName')}
            autoComplete="off"
            error={errors.fullName?.message}
            required
            {...register('fullName')}
          />
          <TextField
            label={t('validate:fields.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.email?.message}
            required
            {...register('email')}
          />
        </div>
        <div className="team-row">
          <SelectField
            label={t('validate:fields.role')}
            placeholder={t('invite.choose')}
            options={roles}
            hint={t('invite.roleHint')}
            error={errors.role?.message}
            required
            {...register('role')}
          />
          <TextField
            label={t('validate:fields.jobTitle')}
            optionalText={t('optional')}
            maxLength={TEAM_LIMITS.jobTitleMax}
            error={errors.jobTitle?.message}
            {...register('jobTitle')}
          />
        </div>
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" busy={isSubmitting}>
          {t('invite.submit')}
        </Button>
      </form>
    </section>
  );
}
