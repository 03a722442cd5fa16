/**
 * The job search as the address bar holds it (`/jobsseekers/browse-jobs?search=kasir&type=FULL_TIME&page=2`), so the
 * back button, a reload and a shared link all restore it (the writing side is ./searchUrl.ts). Reading is forgiving:
 * a value that is not one the search takes is dropped (an old or edited link still opens a search), and the server
 * checks the rest again.
 */
import {
  JOB_FILTER_VALUES_MAX,
  JOB_LIMITS,
  MAX_SALARY_IDR,
  POSTED_WITHIN,
  type PostedWithin,
} from '@common/constants/jobs';
import {
  DEFAULT_LIMIT,
  MAX_PAGE,
  PAGE_SIZE_OPTIONS,
  SEARCH_MAX_LENGTH,
  SORT_ORDER,
} from '@common/constants/list';
import type { JobListRequest } from '@common/schemas/jobs';
import { SEARCH_PARAM as PARAM } from '@common/format/links';
import { EMPTY_SEARCH, filterOf, type SearchState, type Sort, SORTS } from './searchUrl';

export * from './searchUrl';

const whole = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

const distinct = <T>(values: T[]): T[] => [...new Set(values)].slice(0, JOB_FILTER_VALUES_MAX);
const ids = (values: string[]) =>
  distinct(values.map((value) => whole(value, 1, Number.MAX_SAFE_INTEGER)).filter((id) => id !== null));
/** Master codes as the seed writes them (upper case, digits, underscores). */
const codes = (values: string[]) => distinct(values.filter((value) => /^[A-Z0-9_]{1,50}$/.test(value)));

export function parseSearch(params: URLSearchParams): SearchState {
  const one = (key: keyof typeof PARAM) => params.get(PARAM[key]);
  const all = (key: keyof typeof PARAM) => params.getAll(PARAM[key]).flatMap((value) => value.split(','));
  let salaryMin = whole(one('salaryMin'), 0, MAX_SALARY_IDR);
  let salaryMax = whole(one('salaryMax'), 0, MAX_SALARY_IDR);
  if (salaryMin !== null && salaryMax !== null && salaryMax < salaryMin)
    [salaryMin, salaryMax] = [salaryMax, salaryMin];
  const posted = one('postedWithin');
  const sort = one('sort');
  const limit = whole(one('limit'), 1, Number.MAX_SAFE_INTEGER);
  return {
    search: (one('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    categoryIds: ids(all('categoryIds')),
    employmentTypes: codes(all('employmentTypes')),
    positionLevels: codes(all('positionLevels')),
    cityIds: ids(all('cityIds')),
    remote: one('remote') === '1' || one('remote') === 'true',
    salaryMin,
    salaryMax,
    experience: whole(one('experience'), 0, JOB_LIMITS.experienceMax),
    postedWithin: posted && posted in POSTED_WITHIN ? (posted as PostedWithin) : null,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : null,
    page: whole(one('page'), 1, MAX_PAGE) ?? 1,
    limit: (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit ?? 0) ? limit! : DEFAULT_LIMIT,
  };
}

/** The order in effect: what was chosen, else relevance when there are words and newest first when not. */
export function sortOf(state: SearchState): Sort {
  if (state.sort === 'relevance' && !state.search) return 'newest';
  return state.sort ?? (state.search ? 'relevance' : 'newest');
}

/** The body of get-job-list (and of jobs/facets, which ignores the page and order). */
export function requestOf(state: SearchState): JobListRequest {
  const filter = filterOf(state);
  const sort = sortOf(state);
  return {
    page: state.page,
    limit: state.limit,
    search: state.search,
    filter,
    sort: sort === 'oldest' ? SORT_ORDER.OLDEST : SORT_ORDER.NEWEST,
    sortBy: sort === 'relevance' ? 'relevance' : 'newest',
  };
}

/** Spec §3's `isFilterClean`: no words and no filter (the order, page and page size do not count). */
export function isFilterClean(state: SearchState): boolean {
  return (
    !state.search &&
    state.categoryIds.length === 0 &&
    state.employmentTypes.length === 0 &&
    state.positionLevels.length === 0 &&
    state.cityIds.length === 0 &&
    !state.remote &&
    state.salaryMin === null &&
    state.salaryMax === null &&
    state.experience === null &&
    state.postedWithin === null
  );
}

/** A changed search starts again at its first page; only a page change keeps the rest. */
export function withChange(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...change };
}

/** Without every filter (the words, order and page size stay). */
export function cleared(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, search: state.search, sort: state.sort, limit: state.limit };
}
