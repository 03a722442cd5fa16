import { lazy, Suspense, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/Button';
import { OfflineCopy } from '../../../components/OfflineCopy';
import { PageHead } from '../../../lib/seo/PageHead';
import { ROLE_HOME, useSessionRole } from '../../../lib/store/roleHome';
import type { UserType } from '@common/constants/roles';
import { categoryName, useCategories } from '../api/categories';
import { useCategoryJobCounts } from '../api/jobs';
import { JobGridSkeleton } from '../components/JobGridSkeleton';
import { loadNamespaces } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/useHydrated';
import { useNearViewport } from '../../../lib/useNearViewport';
import { browseJobsUrl } from '../../../lib/jobSearch/searchUrl';
import { BROWSE_JOBS_PATH, SEARCH_PARAM } from '@common/format/links';

function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const id = useId();
  // Read from the form, not from state: what was typed into the server-rendered box before the app took the page
  // over is in the box, and is what is searched. Before that, the form itself goes to the search (a plain GET).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get(SEARCH_PARAM.search) ?? '').trim();
    void navigate(browseJobsUrl({ search: query }));
  };
  return (
    <form role="search" className="search-box" action={BROWSE_JOBS_PATH} method="get" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('hero.searchLabel')}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        name={SEARCH_PARAM.search}
        placeholder={t('hero.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit" worksWithoutApp>
        {t('common:actions.search')}
      </Button>
    </form>
  );
}

/** Short emoji icons display as they are; icon names and URLs are not ours to guess here. */
function isEmoji(icon: string | undefined): icon is string {
  return Boolean(icon) && [...icon!].length <= 2 && /\p{Extended_Pictographic}/u.test(icon!);
}

/** The newest jobs: their cards load with their own chunk and texts. */
const RecentJobs = lazy(async () => {
  const [module] = await Promise.all([import('../components/RecentJobs'), loadNamespaces(['jobSearch'])]);
  return module;
});

/** A candidate's recommendations: its own chunk, asked for once the page is the browser's (never server-rendered). */
const RecommendedJobs = lazy(async () => {
  const [module] = await Promise.all([
    import('../../../components/RecommendedJobs'),
    loadNamespaces(['jobSearch']),
  ]);
  return { default: module.RecommendedJobs };
});

function Recommended() {
  const hydrated = useHydrated();
  const role = useSessionRole();
  if (!hydrated || role !== 'CANDIDATE') return null;
  return (
    <div className="container section">
      <Suspense fallback={<JobGridSkeleton />}>
        <RecommendedJobs />
      </Suspense>
    </div>
  );
}

/** Below the fold on a phone: its chunk loads when the person scrolls towards it (after hydration in any case). */
function LatestJobs() {
  const { t } = useTranslation('home');
  const hydrated = useHydrated();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} className="container section" aria-labelledby="recent-title">
      <h2 id="recent-title">{t('recent.title')}</h2>
      {hydrated && near ? (
        <Suspense fallback={<JobGridSkeleton />}>
          <RecentJobs />
        </Suspense>
      ) : (
        <JobGridSkeleton />
      )}
    </section>
  );
}

function Categories() {
  const { t, i18n } = useTranslation('home');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const { data, isPending, isError, refetch, dataUpdatedAt } = useCategories(lng);
  const counts = useCategoryJobCounts();
  return (
    <section className="container section" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('categories.title')}</h2>
      <p className="muted">{t('categories.text')}</p>
      <OfflineCopy query={{ dataUpdatedAt }} />
      {isPending ? (
        <ul className="category-grid" aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="skeleton" />
          ))}
        </ul>
      ) : isError ? (
        <div className="alert alert-error" role="alert">
          <p>{t('categories.error')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p>{t('categories.empty')}</p>
      ) : (
        <ul className="category-grid">
          {data.map((category) => (
            <li key={category.id}>
              <Link className="category-card" to={browseJobsUrl({ categoryIds: [Number(category.id)] })}>
                {isEmoji(category.icon) && (
                  <span className="icon" aria-hidden="true">
                    {category.icon}
                  </span>
                )}
                <span>{categoryName(category, lng)}</span>
                {counts && (
                  <span className="muted">
                    {t('categories.jobs', { count: counts.get(Number(category.id)) ?? 0 })}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A signed-in user gets the way to their own home, not sign-up offers. */
function SignedInStart({ role }: { role: UserType }) {
  const { t } = useTranslation('home');
  const side = role === 'EMPLOYER' ? 'employer' : 'candidate';
  return (
    <section className="container section" aria-labelledby="start-title">
      <h2 id="start-title">{t('cta.signedInTitle')}</h2>
      <div className="card">
        <p className="muted">{t(`cta.${side}SignedInText`)}</p>
        <Link className="btn btn-primary" to={ROLE_HOME[role]}>
          {t(`cta.${side}Home`)}
        </Link>
      </div>
    </section>
  );
}

function GetStarted() {
  const { t } = useTranslation('home');
  const role = useSessionRole();
  if (role) return <SignedInStart role={role} />;
  return (
    <section className="container section" aria-labelledby="start-title">
      <h2 id="start-title">{t('cta.title')}</h2>
      <div className="cta-grid">
        <div className="card">
          <h3>{t('cta.candidateTitle')}</h3>
          <p className="muted">{t('cta.candidateText')}</p>
          <Link className="btn btn-primary" to="/jobsseekers/register">
            {t('cta.candidateAction')}
          </Link>
        </div>
        <div className="card">
          <h3>{t('cta.employerTitle')}</h3>
          <p className="muted">{t('cta.employerText')}</p>
          <Link className="btn btn-secondary" to="/employer/register">
            {t('cta.employerAction')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageHead page="home" title={t('pageTitle')} description={t('description')} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
          <HeroSearch />
        </div>
      </section>
      <Categories />
      <Recommended />
      <LatestJobs />
      <GetStarted />
    </>
  );
}
