/**
 * /employer/team: the company's team (spec §7 Employer → Team members). Its administrators invite people, change
 * their roles and remove them; a recruiter is told that this is for administrators (the server refuses them too).
 */
import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../../components/RequireRole';
import { useEmployerView } from '../../../lib/api/employerView';
import { PageHead } from '../../../lib/seo/PageHead';
import { InviteForm } from '../components/InviteForm';
import { MemberList } from '../components/MemberList';
import '../components/team.css';

function Team() {
  const { t } = useTranslation('team');
  const { data: view, isLoading } = useEmployerView();
  const admin = view?.company?.role === 'ADMIN';
  return (
    <div className="container team">
      <PageHead page="employer-team" title={t('title')} description={t('description')} />
      <h1 className="page-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {isLoading && <p role="status">{t('loading')}</p>}
      {view && !admin && (
        <p className="alert alert-warning" role="status">
          {t('recruiterOnly')}
        </p>
      )}
      {admin && (
        <>
          <InviteForm />
          <MemberList />
        </>
      )}
    </div>
  );
}

export default function TeamPage() {
  return (
    <RequireRole role="EMPLOYER">
      <Team />
    </RequireRole>
  );
}
