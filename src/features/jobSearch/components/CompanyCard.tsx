/**
 * A company as a card: logo, name (the way to its page), industry, place and how many jobs it has open. In the list
 * of companies hiring (company/list) and on a job's page, for the company behind the job (company/get).
 */
import { useTranslation } from 'react-i18next';
import { companyProfilePath } from '@common/format/links';
import { formatLocation } from '@common/format/location';
import { Avatar } from '../../../components/ui/Avatar';
import { currentLanguage } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { CompanyCard as ListedCompany } from '../api/companies';

type CardFields = 'id' | 'name' | 'slug' | 'logoUrl' | 'industry' | 'cityName' | 'countryName' | 'liveJobs';

export function CompanyCard({ company }: { company: Pick<ListedCompany, CardFields> }) {
  const { t } = useTranslation('jobSearch');
  const lng = currentLanguage();
  const place = formatLocation({ cityName: company.cityName, countryNm: company.countryName }, lng);
  return (
    <article className="job-card company-card" aria-labelledby={`company-${company.id}`}>
      <Avatar src={company.logoUrl} alt="" name={company.name} />
      <div className="job-card-body">
        <h3 className="job-card-title" id={`company-${company.id}`}>
          <Link to={companyProfilePath(company)}>{company.name}</Link>
        </h3>
        <ul className="job-card-facts">
          {company.industry && <li>{company.industry.name}</li>}
          {place && <li>{place}</li>}
          <li className="job-card-salary">{t('company.jobs', { count: company.liveJobs })}</li>
        </ul>
      </div>
    </article>
  );
}
