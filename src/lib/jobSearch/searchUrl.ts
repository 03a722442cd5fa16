/**
 * Writing the address of a job search: what the pages that lead to the search need (home's search box and category
 * cards, a job's page), apart from ./searchState.ts (reading an address, the request) so that they carry only this.
 */
import type { PostedWithin } from '@common/constants/jobs';
import { DEFAULT_LIMIT } from '@common/constants/list';
import {
  BROWSE_JOBS_PATH,
  SEARCH_PARAM,
  searchCriteriaParams,
  type SearchCriteria,
} from '@common/format/links';

export { BROWSE_JOBS_PATH };

export const SORTS = ['relevance', 'newest', 'oldest'] as const;
export type Sort = (typeof SORTS)[number];

export interface SearchState {
  search: string;
  categoryIds: number[];
  employmentTypes: string[];
  positionLevels: string[];
  cityIds: number[];
  remote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  experience: number | null;
  postedWithin: PostedWithin | null;
  /** null: the default, relevance with words, newest first without. */
  sort: Sort | null;
  page: number;
  limit: number;
}

const PARAM = SEARCH_PARAM;

export const EMPTY_SEARCH: SearchState = {
  search: '',
  categoryIds: [],
  employmentTypes: [],
  positionLevels: [],
  cityIds: [],
  remote: false,
  salaryMin: null,
  salaryMax: null,
  experience: null,
  postedWithin: null,
  sort: null,
  page: 1,
  limit: DEFAULT_LIMIT,
};

/** The filter part of the search request: only the filters in use. */
export function filterOf(state: SearchState): SearchCriteria['filter'] & { postedWithin?: PostedWithin } {
  const filter: SearchCriteria['filter'] & { postedWithin?: PostedWithin } = {};
  if (state.categoryIds.length) filter.categoryIds = state.categoryIds;
  if (state.employmentTypes.length) filter.employmentTypes = state.employmentTypes;
  if (state.positionLevels.length) filter.positionLevels = state.positionLevels;
  if (state.cityIds.length) filter.cityIds = state.cityIds;
  if (state.remote) filter.remote = true;
  if (state.salaryMin !== null) filter.salaryMin = state.salaryMin;
  if (state.salaryMax !== null) filter.salaryMax = state.salaryMax;
  if (state.experience !== null) filter.experience = state.experience;
  if (state.postedWithin) filter.postedWithin = state.postedWithin;
  return filter;
}

/** The address of a search: only what differs from the defaults, in a stable order. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = searchCriteriaParams({ search: state.search, filter: filterOf(state) });
  if (state.sort) params.set(PARAM.sort, state.sort);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.limit !== DEFAULT_LIMIT) params.set(PARAM.limit, String(state.limit));
  return params;
}

export const browseJobsUrl = (state: Partial<SearchState> = {}) => {
  const query = searchParamsOf({ ...EMPTY_SEARCH, ...state }).toString();
  return query ? `${BROWSE_JOBS_PATH}?${query}` : BROWSE_JOBS_PATH;
};
