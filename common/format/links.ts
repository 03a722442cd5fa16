/**
 * The public addresses of the pages that the app links to and the server writes into HTML, sitemap and JSON-LD
 * (spec §2): a job's canonical address carries its slug and its id (`/jobsseekers/job-detail/{slug}?id={id}`).
 */
export const JOB_DETAIL_PATH = '/jobsseekers/job-detail';
export const BROWSE_JOBS_PATH = '/jobsseekers/browse-jobs';
export const MY_JOBS_PATH = '/jobsseekers/my-jobs';
/** The companies hiring now (`?search=&industry=&page=`). */
export const COMPANIES_PATH = '/jobsseekers/companies';
/** Where a saved search's alert mail lets its reader turn the alerts off (`?id=&token=`), signed in or not. */
export const SEARCH_ALERT_UNSUBSCRIBE_PATH = '/jobsseekers/search-alerts/unsubscribe';

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

/**
 * What a job search asks for, as far as its address carries it: the words and the browse page's filters (a saved
 * search keeps exactly these, so its address always reopens it).
 */
export interface SearchCriteria {
  search: string;
  filter: {
    categoryIds?: number[];
    employmentTypes?: string[];
    positionLevels?: string[];
    cityIds?: number[];
    remote?: boolean;
    salaryMin?: number;
    salaryMax?: number;
    experience?: number;
    postedWithin?: string;
  };
}

/** The address parameters of a search's criteria, in a stable order (the order and page are the app's to add). */
export function searchCriteriaParams({ search, filter }: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set(SEARCH_PARAM.search, search);
  for (const key of ['categoryIds', 'employmentTypes', 'positionLevels', 'cityIds'] as const) {
    for (const value of filter[key] ?? []) params.append(SEARCH_PARAM[key], String(value));
  }
  if (filter.remote) params.set(SEARCH_PARAM.remote, '1');
  for (const key of ['salaryMin', 'salaryMax', 'experience'] as const) {
    if (filter[key] !== undefined) params.set(SEARCH_PARAM[key], String(filter[key]));
  }
  if (filter.postedWithin) params.set(SEARCH_PARAM.postedWithin, filter.postedWithin);
  return params;
}

/** The browse page showing a search (a saved search's link, its alert mail). */
export function jobSearchPath(criteria: SearchCriteria): string {
  const query = searchCriteriaParams(criteria).toString();
  return query ? `${BROWSE_JOBS_PATH}?${query}` : BROWSE_JOBS_PATH;
}

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

/** Applications (issue 13): the candidate's apply flow and list, the employer's responses. */
export const APPLY_JOB_PATH = '/jobsseekers/apply-job';
export const APPLY_SUCCESS_PATH = '/jobsseekers/apply-job-successfully';
export const MY_APPLICATIONS_PATH = `${MY_JOBS_PATH}?tab=applied`;
/** The company's jobs by tab (drafts, active, closed, expired). */
export const EMPLOYER_JOBS_PATH = '/employer/home';
export const RESPONSES_PATH = '/employer/responses';
export const RESPONSE_DETAIL_PATH = '/employer/response-detail';
export const ANALYTICS_PATH = '/employer/analytics';

export const applyJobPath = (jobId: number) => `${APPLY_JOB_PATH}?id=${jobId}`;
export const responsesPath = (jobId?: number) => (jobId ? `${RESPONSES_PATH}?job=${jobId}` : RESPONSES_PATH);
export const responseDetailPath = (applicationId: number) => `${RESPONSE_DETAIL_PATH}?id=${applicationId}`;

/**
 * Matched and viewed candidates (issue 13): the team's pages, and the candidate's own profile, where the companies
 * that viewed it are listed (a profile view's notification opens it).
 */
export const MATCHED_CANDIDATES_PATH = '/employer/matched-candidate';
export const MATCHED_CANDIDATE_DETAIL_PATH = '/employer/matched-candidate-detail';
export const VIEWED_CANDIDATES_PATH = '/employer/viewed-candidate';
export const VIEWED_CANDIDATE_DETAIL_PATH = '/employer/view-candidate-detail';
export const CANDIDATE_PROFILE_PATH = '/jobsseekers/profile';

export const matchedCandidatesPath = (jobId?: number) =>
  jobId ? `${MATCHED_CANDIDATES_PATH}?jobId=${jobId}` : MATCHED_CANDIDATES_PATH;
export const matchedCandidateDetailPath = (jobId: number, candidateId: number) =>
  `${MATCHED_CANDIDATE_DETAIL_PATH}?jobId=${jobId}&id=${candidateId}`;
export const viewedCandidateDetailPath = (candidateId: number) =>
  `${VIEWED_CANDIDATE_DETAIL_PATH}?id=${candidateId}`;
