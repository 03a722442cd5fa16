/**
 * A job's page (spec §2): `/jobsseekers/job-detail/{slug}?id={id}`, the canonical address; `?id=` alone, or an old
 * slug, moves to it without a new history entry. For guests and candidates: the job as `JobDetails` shows it (the
 * employer's preview is the same view), when it was posted and until when it is open, sharing, the company behind it
 * as a card, more jobs of its category, and the way to apply (or, once applied, where the application stands). A job
 * that is no longer live is said so here, with the way back to the search.
 */
import { Head } from '../../../lib/seo/Head';
import { useTranslation } from 'react-i18next';
import { OG_IMAGE } from '@common/constants/ssr';
import { formatDate } from '@common/format/dates';
import { textOfHtml } from '@common/format/html';
import { jobPostingJsonLd, jsonLdText } from '@common/format/jobPosting';
import { jobDetailPath } from '@common/format/links';
import { formatLocation } from '@common/format/location';
import { JobCard } from '../../../components/JobCard';
import { JobDetails } from '../../../components/JobDetails';
import { SaveJobButton } from '../../../components/SaveJobButton';
import { Button } from '../../../components/ui/Button';
import { currentLanguage } from '../../../lib/i18n';
import { Link, Navigate, useLocation } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { answerMovedTo, answerNotFound, siteOrigin } from '../../../lib/serverRender';
import { useSiteTitle } from '../../../lib/settings';
import { type Job, useCompanyCard, useCountView, useJobDetail, useSimilarJobs } from '../api/search';
import { CompanyCard } from '../components/CompanyCard';
import { BROWSE_JOBS_PATH } from '../../../lib/jobSearch/searchState';
import { ApplyButton } from '../components/ApplyButton';
import { LoadError, PageSkeleton } from '../../../components/LoadState';
import { OfflineCopy } from '../../../components/OfflineCopy';

/** The id of the address (`?id=`), or null when there is none that can be a job's. */
function jobIdOf(search: string): number | null {
  const id = new URLSearchParams(search).get('id');
  return id && /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

function ShareButton({ job }: { job: Job }) {
  const { t } = useTranslation('jobDetail');
  const share = async () => {
    const url = new URL(jobDetailPath(job), window.location.origin).href;
    if (navigator.share) {
      try {
        await navigator.share({ title: job.title, text: `${job.title} – ${job.company.compNm}`, url });
      } catch {
        // Closing the share sheet is not an error.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('linkCopied'));
    } catch {
      toast.error(t('linkNotCopied'));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      {t('share')}
    </Button>
  );
}

/** The company behind the job (company/get), once it has loaded: nothing is held for it, it comes below the fold. */
function AboutCompany({ job }: { job: Job }) {
  const { t } = useTranslation('jobDetail');
  const company = useCompanyCard(job.company.id, currentLanguage()).data;
  if (!company) return null;
  return (
    <section className="section" aria-labelledby="about-company-title">
      <h2 id="about-company-title">{t('aboutCompany')}</h2>
      <CompanyCard company={company} />
    </section>
  );
}

function SimilarJobs({ job }: { job: Job }) {
  const { t } = useTranslation('jobDetail');
  const similar = useSimilarJobs(job, currentLanguage()).data ?? [];
  if (similar.length === 0) return null;
  return (
    <section className="section" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('similar')}</h2>
      <ul className="job-list">
        {similar.map((other) => (
          <li key={other.id}>
            <JobCard job={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Title, description, canonical link, Open Graph and the JobPosting JSON-LD: what search engines and previews read. */
function JobHead({ job }: { job: Job }) {
  const siteTitle = useSiteTitle();
  const lng = currentLanguage();
  const origin = siteOrigin();
  const url = new URL(jobDetailPath(job), origin).href;
  const title = `${job.title} – ${job.company.compNm}`;
  const where = job.locations.map((place) => formatLocation(place, lng)).join(', ');
  const description = [where, textOfHtml(job.descriptionHtml ?? '')]
    .filter(Boolean)
    .join(' · ')
    .slice(0, 200);
  const image = new URL(job.company.logoUrl ?? OG_IMAGE, origin).href;
  return (
    <Head>
      <title>{`${title} | ${siteTitle}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:site_name" content={siteTitle} />
      <script
        type="application/ld+json"
        // Built from the job's fields; jsonLdText escapes what could end the element.
        dangerouslySetInnerHTML={{ __html: jsonLdText(jobPostingJsonLd(job, origin, siteTitle)) }}
      />
    </Head>
  );
}

function Gone() {
  const { t } = useTranslation('jobDetail');
  const siteTitle = useSiteTitle();
  answerNotFound();
  return (
    <div className="container">
      <Head>
        <title>{`${t('gone.title')} | ${siteTitle}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="card">
        <h1>{t('gone.title')}</h1>
        <p>{t('gone.text')}</p>
        <Link className="btn btn-primary" to={BROWSE_JOBS_PATH}>
          {t('gone.browse')}
        </Link>
      </div>
    </div>
  );
}

export default function JobDetailPage() {
  const { t } = useTranslation('jobDetail');
  const lng = currentLanguage();
  const { pathname, search, state } = useLocation();
  // Back to the search the job was opened from (JobCard), with its words and filters; else to a new search.
  const from = (state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' && from.startsWith(BROWSE_JOBS_PATH) ? from : BROWSE_JOBS_PATH;
  const id = jobIdOf(search);
  const { data: job, isPending, isError, refetch, dataUpdatedAt } = useJobDetail(id, lng);
  useCountView(job?.id);

  if (id === null || job === null) return <Gone />;
  if (isError) {
    return (
      <div className="container">
        <LoadError message={t('loadError')} onRetry={refetch} />
      </div>
    );
  }
  if (isPending) {
    return <PageSkeleton />;
  }
  const canonical = jobDetailPath(job);
  if (`${pathname}${search}` !== canonical) {
    answerMovedTo(canonical);
    return <Navigate to={canonical} replace state={state} />;
  }

  return (
    <div className="container job-page">
      <JobHead job={job} />
      <p className="breadcrumb">
        <Link to={backTo}>{t('backToSearch')}</Link>
      </p>
      <OfflineCopy query={{ dataUpdatedAt }} />
      <JobDetails job={job} headingLevel={1} />
      <div className="job-page-actions">
        <ApplyButton job={job} />
        <SaveJobButton job={job} />
        <ShareButton job={job} />
      </div>
      <p className="muted">
        {job.postedAt && t('postedOn', { date: formatDate(job.postedAt, lng) })}
        {job.validTill && ` · ${t('openUntil', { date: formatDate(job.validTill, lng) })}`}
      </p>
      <AboutCompany job={job} />
      <SimilarJobs job={job} />
    </div>
  );
}
