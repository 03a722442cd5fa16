/**
 * Job discovery's screens of spec §2 (under /jobsseekers): browse-jobs and a job's page (with and without its slug)
 * and a company's page (company-profile) for guests and candidates alike, a candidate's saved jobs and searches
 * and applications (my-jobs), applying (apply-job, apply-job-successfully), the companies hiring now (companies), and
 * the unsubscribe link of the searches' alert mails. Each page is a lazy chunk with its namespaces.
 */
import type { RouteObject } from '../../lib/router';
import { lazyPage, pageModules } from '../../lib/lazyPage';

const browse = lazyPage(() => import('./pages/BrowseJobsPage'), ['jobSearch']);
const myJobs = lazyPage(() => import('./pages/MyJobsPage'), ['jobSearch', 'messages', 'billing']);
const apply = lazyPage(() => import('./pages/ApplyJobPage'), ['jobDetail', 'validate', 'upload', 'billing']);
const applied = lazyPage(() => import('./pages/ApplySuccessPage'), ['jobDetail', 'jobSearch']);
const company = lazyPage(() => import('./pages/CompanyPage'), ['company', 'jobSearch']);
const companies = lazyPage(() => import('./pages/CompaniesPage'), ['jobSearch']);
const unsubscribe = lazyPage(() => import('./pages/UnsubscribePage'), ['jobSearch']);
const detail = lazyPage(
  () => import('./pages/JobDetailPage'),
  ['jobDetail', 'jobSearch', 'jobPost', 'messages'],
);

/** Pages rendered on the server (src/entry-server.tsx) announce their modules (and styles) with the HTML. */
const detailModules = pageModules('src/features/jobSearch/pages/JobDetailPage.tsx');

export const jobSearchRoutes: RouteObject[] = [
  {
    path: 'browse-jobs',
    lazy: browse,
    handle: pageModules('src/features/jobSearch/pages/BrowseJobsPage.tsx'),
  },
  { path: 'my-jobs', lazy: myJobs },
  { path: 'apply-job', lazy: apply },
  { path: 'apply-job-successfully', lazy: applied },
  { path: 'companies', lazy: companies },
  { path: 'search-alerts/unsubscribe', lazy: unsubscribe },
  {
    path: 'company-profile',
    lazy: company,
    handle: pageModules('src/features/jobSearch/pages/CompanyPage.tsx'),
  },
  { path: 'job-detail', lazy: detail, handle: detailModules },
  { path: 'job-detail/:slug', lazy: detail, handle: detailModules },
];
