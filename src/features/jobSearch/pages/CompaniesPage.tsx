/**
 * `/jobsseekers/companies`: the companies hiring now (company/list), the one with the newest job first, searchable by
 * name and filtered by industry; each leads to its page and its open jobs. The search lives in the address
 * (`?search=&industry=&page=`), as the job search's does.
 */
import { useTranslation } from 'react-i18next';
import { COMPANIES_PATH } from '@common/format/links';
import { SelectField } from '../../../components/ui/SelectField';
import { useMasterOptions } from '../../../lib/api/reference';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { useHiringCompanies } from '../api/companies';
import { LoadError } from '../../../components/LoadState';
import { CompanyCard } from '../components/CompanyCard';
import { Pagination } from '../components/Pagination';
import { SearchBar } from '../components/SearchBar';
import '../components/browse.css';

export default function CompaniesPage() {
  const { t } = useTranslation('jobSearch');
  const lng = currentLanguage();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const industry = params.get('industry') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const industries = useMasterOptions('INDUSTRY').data ?? [];
  const { data, isPending, isError, refetch } = useHiringCompanies(search, industry, page, lng);

  const addressOf = (next: { search?: string; industry?: string; page?: number }) => {
    const query = new URLSearchParams();
    const words = next.search ?? search;
    const code = next.industry ?? industry;
    if (words) query.set('search', words);
    if (code) query.set('industry', code);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    return query;
  };
  const total = data?.paginator.totalDocs;

  return (
    <div className="container browse">
      <PageHead page="companies" title={t('companies.title')} description={t('companies.description')} />
      <h1>{t('companies.title')}</h1>
      <SearchBar
        value={search}
        label={t('companies.search')}
        placeholder={t('companies.search')}
        onSearch={(words, options) => setParams(addressOf({ search: words }), options)}
      />
      <div className="companies-filter">
        <SelectField
          label={t('companies.industry')}
          options={industries}
          placeholder={t('companies.anyIndustry')}
          value={industry}
          onChange={(event) => setParams(addressOf({ industry: event.target.value }))}
        />
      </div>
      <section aria-labelledby="companies-count">
        <h2 id="companies-count">
          {total === undefined ? t('companies.title') : t('companies.count', { count: total })}
        </h2>
        {isPending ? (
          <p aria-busy="true">{t('results.loading')}</p>
        ) : isError ? (
          <LoadError message={t('results.error')} onRetry={refetch} />
        ) : data.companies.length === 0 ? (
          <div className="card empty-results">
            <p>{t('companies.none')}</p>
            {(search || industry) && <Link to={COMPANIES_PATH}>{t('companies.all')}</Link>}
          </div>
        ) : (
          <>
            <ul className="job-grid">
              {data.companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.paginator.page}
              pages={data.paginator.totalPages}
              hrefOf={(n) => {
                const query = addressOf({ page: n }).toString();
                return query ? `${COMPANIES_PATH}?${query}` : COMPANIES_PATH;
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
