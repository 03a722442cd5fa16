/**
 * The company's members, searchable, a page at a time: name, e-mail, job title, role and status, when they were
 * invited or joined; and what an administrator can do to each: change the role, send an invitation again, remove
 * (after asking). What the server refuses (the last administrator) is said above the list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@common/api/envelope';
import type { CompanyRole } from '@common/constants/jobs';
import { formatDate } from '@common/format/dates';
import { Button } from '../../../components/ui';
import { isErrorEnvelope } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type TeamMember, useTeamMembers, useTeamWrites } from '../api/team';
import { ConfirmDialog } from './ConfirmDialog';

function MemberItem({
  member,
  now,
  busy,
  run,
  askRemove,
}: {
  member: TeamMember;
  /** When the page opened (ms): a link past it is shown as expired. */
  now: number;
  busy: boolean;
  run: (action: () => Promise<Envelope>) => void;
  askRemove: (member: TeamMember) => void;
}) {
  const { t } = useTranslation('team');
  const lng = currentLanguage();
  const writes = useTeamWrites();
  const nameId = `member-${member.id}`;
  const nextRole: CompanyRole = member.role === 'ADMIN' ? 'RECRUITER' : 'ADMIN';
  // The member's name follows each action's visible words, so a screen reader hears whose it is.
  const whose = <span className="visually-hidden">: {member.fullName}</span>;
  const expired =
    member.status === 'INVITED' &&
    member.invitationExpiresAt !== null &&
    Date.parse(member.invitationExpiresAt) <= now;

  return (
    <li className="team-member" aria-labelledby={nameId}>
      <h3 id={nameId} className="team-member-name">
        {member.fullName}
        {member.isYou && <span className="team-chip team-chip-you"> ({t('members.you')})</span>}
      </h3>
      <p className="team-member-email">{member.email}</p>
      <p>{member.jobTitle ?? <span className="muted">{t('members.noJobTitle')}</span>}</p>
      <p className="team-chips">
        <span className={`team-chip team-chip-${member.role.toLowerCase()}`}>{t(`role.${member.role}`)}</span>
        <span className={`team-chip team-chip-${member.status.toLowerCase()}`}>
          {t(`status.${member.status}`)}
        </span>
      </p>
      <p className="muted">
        {member.status === 'INVITED'
          ? [
              member.invitedAt ? t('members.invitedOn', { date: formatDate(member.invitedAt, lng) }) : '',
              expired
                ? t('members.linkExpired')
                : member.invitationExpiresAt
                  ? t('members.linkUntil', { date: formatDate(member.invitationExpiresAt, lng) })
                  : '',
            ]
              .filter(Boolean)
              .join(' · ')
          : member.joinedAt
            ? t('members.joinedOn', { date: formatDate(member.joinedAt, lng) })
            : ''}
      </p>
      <div className="team-actions">
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => run(() => writes.setRole(member.id, nextRole))}
        >
          {t(nextRole === 'ADMIN' ? 'actions.makeAdmin' : 'actions.makeRecruiter')}
          {whose}
        </Button>
        {member.status === 'INVITED' && (
          <Button variant="secondary" busy={busy} onClick={() => run(() => writes.resend(member))}>
            {t('actions.resend')}
            {whose}
          </Button>
        )}
        <Button variant="ghost" disabled={busy} onClick={() => askRemove(member)}>
          {t('actions.remove')}
          {whose}
        </Button>
      </div>
    </li>
  );
}

export function MemberList() {
  const { t } = useTranslation('team');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState('');
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [now] = useState(() => Date.now());
  const writes = useTeamWrites();
  const { data, isLoading } = useTeamMembers(search, page, true);

  /** Runs a write: success is a toast; a refusal (last administrator, gone meanwhile) is said above the list. */
  const run = async (id: number, action: () => Promise<Envelope>) => {
    setBusyId(id);
    setRefusal('');
    const envelope = await action().catch(() => null);
    setBusyId(null);
    if (!envelope) setRefusal(t('errorMsg:somethingWrong'));
    else if (isErrorEnvelope(envelope)) setRefusal(envelope.message || t('errorMsg:somethingWrong'));
    else toast.success(envelope.message);
    return envelope !== null && !isErrorEnvelope(envelope);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    await run(removing.id, () => writes.remove(removing.id));
    setRemoving(null);
  };

  const total = data?.paginator?.totalDocs ?? data?.members.length ?? 0;
  return (
    <section className="card section" aria-labelledby="team-members-title">
      <h2 id="team-members-title" tabIndex={-1}>
        {t('members.title')}
        {data && <span className="muted team-count"> · {t('members.count', { count: total })}</span>}
      </h2>
      <form
        role="search"
        className="team-search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
          setPage(1);
        }}
      >
        <label className="field">
          {t('members.search')}
          <input className="input" type="search" name="search" maxLength={100} defaultValue={search} />
        </label>
        <Button type="submit" variant="secondary">
          {t('members.searchSubmit')}
        </Button>
      </form>
      {refusal && (
        <p className="alert alert-error" role="alert">
          {refusal}
        </p>
      )}
      {isLoading && <p role="status">{t('loading')}</p>}
      {data && data.members.length === 0 && <p>{t('members.empty')}</p>}
      <ul className="team-list">
        {data?.members.map((member) => (
          <MemberItem
            key={member.id}
            member={member}
            now={now}
            busy={busyId === member.id}
            run={(action) => void run(member.id, action)}
            askRemove={setRemoving}
          />
        ))}
      </ul>
      {data?.paginator && data.paginator.totalPages > 1 && (
        <nav className="team-actions" aria-label={t('members.pages')}>
          <Button
            variant="secondary"
            disabled={!data.paginator.hasPrevPage}
            onClick={() => setPage(page - 1)}
          >
            {t('members.previous')}
          </Button>
          <span>{t('members.pageOf', { page, pages: data.paginator.totalPages })}</span>
          <Button
            variant="secondary"
            disabled={!data.paginator.hasNextPage}
            onClick={() => setPage(page + 1)}
          >
            {t('members.next')}
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('remove.title', { name: removing?.fullName ?? '' })}
        text={removing?.isYou ? t('remove.self') : t('remove.text', { name: removing?.fullName ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        busy={removing !== null && busyId === removing.id}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
        fallbackFocusId="team-members-title"
      />
    </section>
  );
}
