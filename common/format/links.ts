/**
 * The public addresses of the pages that the app links to and the server writes into HTML, sitemap and JSON-LD
 * (spec §2): a job's canonical address carries its slug and its id (`/jobsseekers/job-detail/{slug}?id={id}`).
 */
export const JOB_DETAIL_PATH = '/jobsseekers/job-detail';
export const BROWSE_JOBS_PATH = '/jobsseekers/browse-jobs';
export const MY_JOBS_PATH = '/jobsseekers/my-jobs';

/** The job search's parameters as its address names them: short, readable in a shared link (src/lib/jobSearch). */
export const SEARCH_PARAM = {
  search: 'search',
  categoryIds: 'category',
  employmentTypes: 'type',
  positionLevels: 'level',
  cityIds: 'city',
  remote: 'remote',
  salaryMin: 'salaryMin',
  salaryMax: 'salaryMax',
  experience: 'experience',
  postedWithin: 'posted',
  sort: 'sort',
  page: 'page',
  limit: 'limit',
} as const;

/** The job search of one category (the home page's cards, the sitemap). */
export const categoryJobsPath = (categoryId: number) =>
  `${BROWSE_JOBS_PATH}?${SEARCH_PARAM.categoryIds}=${categoryId}`;
export const COMPANY_PROFILE_PATH = '/jobsseekers/company-profile';

export function jobDetailPath(job: { id: number; slug?: string | null }): string {
  const slug = job.slug ? `/${encodeURIComponent(job.slug)}` : '';
  return `${JOB_DETAIL_PATH}${slug}?id=${job.id}`;
}

export function companyProfilePath(company: { id: number }): string {
  return `${COMPANY_PROFILE_PATH}?id=${company.id}`;
}
