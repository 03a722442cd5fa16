/**
 * What the company screens share: the signed-in employer (employer/view names the company and the member's role),
 * then the company itself; a message while it loads, when it fails, or when the account has no company.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPE } from '@common/constants/roles';
import { RequireRole } from '../../../components/RequireRole';
import { useEmployerView } from '../../../lib/api/employerView';
import { type Company, useCompany } from '../api/company';
import './company.css';

export function OwnCompany({ children }: { children: (company: Company, isAdmin: boolean) => ReactNode }) {
  return (
    <RequireRole role={USER_TYPE.EMPLOYER}>
      <Load>{children}</Load>
    </RequireRole>
  );
}

function Load({ children }: { children: (company: Company, isAdmin: boolean) => ReactNode }) {
  const { t } = useTranslation('company');
  const view = useEmployerView();
  const own = view.data?.company;
  const company = useCompany(own?.id);
  if (view.isError || company.isError) {
    return (
      <p className="container alert alert-error" role="alert">
        {t('errorMsg:somethingWrong')}
      </p>
    );
  }
  if (view.data && !own) {
    return (
      <p className="container alert alert-warning" role="status">
        {t('noCompany')}
      </p>
    );
  }
  if (!company.data || !own) {
    return (
      <p className="container" role="status">
        {t('loading')}
      </p>
    );
  }
  return children(company.data, own.role === 'ADMIN');
}
