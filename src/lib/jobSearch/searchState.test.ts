import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { jobListRequest } from '@common/schemas/jobs';
import {
  browseJobsUrl,
  cleared,
  EMPTY_SEARCH,
  isFilterClean,
  parseSearch,
  requestOf,
  searchParamsOf,
  sortOf,
  withChange,
  type SearchState,
} from './searchState';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('the job search in the address', () => {
  const full: SearchState = {
    search: 'kasir toko',
    categoryIds: [3, 7],
    employmentTypes: ['FULL_TIME', 'PART_TIME'],
    positionLevels: ['STAFF'],
    cityIds: [1201],
    remote: true,
    salaryMin: 5_000_000,
    salaryMax: 9_000_000,
    experience: 2,
    postedWithin: '7d',
    sort: 'oldest',
    page: 3,
    limit: 30,
  };

  it('reads back what it writes, and writes nothing for the defaults', () => {
    expect(parse(searchParamsOf(full).toString())).toEqual(full);
    expect(searchParamsOf(EMPTY_SEARCH).toString()).toBe('');
    expect(browseJobsUrl()).toBe('/jobsseekers/browse-jobs');
    expect(browseJobsUrl({ categoryIds: [4] })).toBe('/jobsseekers/browse-jobs?category=4');
    expect(browseJobsUrl({ search: 'data analyst' })).toBe('/jobsseekers/browse-jobs?search=data+analyst');
  });

  it('drops what the search does not take, so an old or edited link still opens', () => {
    expect(
      parse(
        'category=x&category=-1&category=2&category=2&type=full_time&type=CONTRACT;drop&level=STAFF' +
          '&salaryMin=abc&salaryMax=1e9&experience=99&posted=2d&sort=best&page=0&limit=1000&remote=yes',
      ),
    ).toEqual({ ...EMPTY_SEARCH, categoryIds: [2], positionLevels: ['STAFF'] });
    expect(parse('page=10001').page).toBe(1);
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(100);
    // Comma lists are read as several values; a reversed salary range is put the right way round.
    expect(parse('type=FULL_TIME,CONTRACT').employmentTypes).toEqual(['FULL_TIME', 'CONTRACT']);
    expect(parse('salaryMin=9000000&salaryMax=5000000')).toMatchObject({
      salaryMin: 5_000_000,
      salaryMax: 9_000_000,
    });
    expect(parse(Array.from({ length: 30 }, (_, i) => `city=${i + 1}`).join('&')).cityIds).toHaveLength(20);
  });

  it('orders by relevance only when there are words, and asks the server as its schema requires', () => {
    expect(sortOf(EMPTY_SEARCH)).toBe('newest');
    expect(sortOf({ ...EMPTY_SEARCH, search: 'staf' })).toBe('relevance');
    expect(sortOf({ ...EMPTY_SEARCH, sort: 'relevance' })).toBe('newest');
    expect(requestOf({ ...EMPTY_SEARCH, sort: 'oldest' })).toMatchObject({ sort: 1, sortBy: 'newest' });
    expect(requestOf(EMPTY_SEARCH)).toEqual({
      page: 1,
      limit: 10,
      search: '',
      filter: {},
      sort: -1,
      sortBy: 'newest',
    });
    // Whatever the address held, the request passes the server's own schema.
    const request = requestOf(full);
    expect(v.safeParse(jobListRequest, request).success).toBe(true);
    expect(request.filter).toEqual({
      categoryIds: [3, 7],
      employmentTypes: ['FULL_TIME', 'PART_TIME'],
      positionLevels: ['STAFF'],
      cityIds: [1201],
      remote: true,
      salaryMin: 5_000_000,
      salaryMax: 9_000_000,
      experience: 2,
      postedWithin: '7d',
    });
  });

  it('is clean without words and filters; a change goes back to page 1; clearing keeps words and order', () => {
    expect(isFilterClean(EMPTY_SEARCH)).toBe(true);
    expect(isFilterClean({ ...EMPTY_SEARCH, page: 4, limit: 50, sort: 'oldest' })).toBe(true);
    expect(isFilterClean({ ...EMPTY_SEARCH, remote: true })).toBe(false);
    expect(isFilterClean({ ...EMPTY_SEARCH, search: 'x' })).toBe(false);
    expect(withChange(full, { remote: false }).page).toBe(1);
    expect(cleared(full)).toEqual({ ...EMPTY_SEARCH, search: 'kasir toko', sort: 'oldest', limit: 30 });
  });
});
