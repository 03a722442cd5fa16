/**
 * A company's page for candidates and guests (spec §2 company-profile: `/jobsseekers/company-profile?id=`): the
 * company as its employer shows it (`CompanyDetails`) and its open jobs, a page at a time. Rendered on the server
 * with an Organization JSON-LD and Open Graph tags; an unknown or deleted company is a 404.
 */
import { Head } from '../../../lib/seo/Head';
import { useTranslation } from 'react-i18next';
import { OG_IMAGE } from '@common/constants/ssr';
import { textOfHtml } from '@common/format/html';
import { jsonLdText } from '@common/format/jobPosting';
import { BROWSE_JOBS_PATH, companyProfilePath } from '@common/format/links';
import { organizationJsonLd } from '@common/format/organization';
import { CompanyDetails } from '../../../components/CompanyDetails';
import { JobCard } from '../../../components/JobCard';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useLocation } from '../../../lib/router';
import { answerNotFound, siteOrigin } from '../../../lib/serverRender';
import { useSiteTitle } from '../../../lib/settings';
import { type Company, useCompany, useCompanyJobs } from '../api/search';
import { CompanyReviews } from '../components/CompanyReviews';
import { Pagination } from '../components/Pagination';
import { LoadError, PageSkeleton } from '../../../components/LoadState';

const idOf = (value: string | null) =>
  value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;

function CompanyHead({ company }: { company: Company }) {
  const siteTitle = useSiteTitle();
  const origin = siteOrigin();
  const url = new URL(companyProfilePath(company), origin).href;
  const description = textOfHtml(company.aboutHtml ?? '').slice(0, 200) || company.name;
  return (
    <Head>
      <title>{`${company.name} | ${siteTitle}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={company.name} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={new URL(company.logoUrl ?? OG_IMAGE, origin).href} />
      <script
        type="application/ld+json"
        // Built from the company's fields; jsonLdText escapes what could end the element.
        dangerouslySetInnerHTML={{ __html: jsonLdText(organizationJsonLd(company, origin)) }}
      />
    </Head>
  );
}

function OpenJobs({ company, page }: { company: Company; page: number }) {
  const { t } = useTranslation('jobSearch');
  const { data } = useCompanyJobs(company.id, page, currentLanguage());
  if (!data) return null;
  return (
    <section className="section" aria-labelledby="company-jobs-title">
      <h2 id="company-jobs-title">{t('company.jobs', { count: data.paginator.totalDocs })}</h2>
      {data.jobs.length === 0 ? (
        <p>{t('company.noJobs')}</p>
      ) : (
        <>
          <ul className="job-list">
            {data.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.paginator.page}
            pages={data.paginator.totalPages}
            hrefOf={(n) => `${companyProfilePath(company)}${n > 1 ? `&page=${n}` : ''}`}
          />
        </>
      )}
    </section>
  );
}

function Gone() {
  const { t } = useTranslation('jobSearch');
  const siteTitle = useSiteTitle();
  answerNotFound();
  return (
    <div className="container">
      <Head>
        <title>{`${t('company.gone')} | ${siteTitle}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="card">
        <h1>{t('company.gone')}</h1>
        <Link className="btn btn-primary" to={BROWSE_JOBS_PATH}>
          {t('company.browse')}
        </Link>
      </div>
    </div>
  );
}

export default function CompanyPage() {
  const { t } = useTranslation('jobSearch');
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const id = idOf(params.get('id'));
  const page = idOf(params.get('page')) ?? 1;
  const { data: company, isPending, isError, refetch } = useCompany(id, currentLanguage());

  if (id === null || company === null) return <Gone />;
  if (isError) {
    return (
      <div className="container">
        <LoadError message={t('company.error')} onRetry={refetch} />
      </div>
    );
  }
  if (isPending) {
    return <PageSkeleton />;
  }
  return (
    <div className="container">
      <CompanyHead company={company} />
      <CompanyDetails company={company} headingLevel={1} />
      <OpenJobs company={company} page={page} />
      <CompanyReviews company={company} />
    </div>
  );
}
