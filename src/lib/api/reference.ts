/**
 * The reference lists forms pick from (master lists, categories, countries, states, cities), shared by every feature
 * that has a picker: the job posting steps, the company profile, later the candidate profile. Cached for five
 * minutes: they change only when an administrator edits them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { MAX_LIMIT } from '@common/constants/list';
import { api, unwrap } from './index';

const REFERENCE_STALE_MS = 5 * 60_000;

export interface Option {
  value: string;
  label: string;
}

/** A master list's approved entries (and the user's own suggestions) as options, by code. */
export function useMasterOptions(codeType: string, search = '') {
  return useQuery({
    queryKey: ['masters', 'list', codeType, search],
    queryFn: async ({ signal }) => {
      // A whole list when nothing is typed (a select shows every entry, 'Other' last), the first page of matches else.
      const rows: AnswerOf<'masters', 'list'> = [];
      for (let page = 1; ; page += 1) {
        const envelope = await api('masters', 'list', {
          body: { codeType, search, page, limit: MAX_LIMIT },
          signal,
        });
        rows.push(...unwrap<AnswerOf<'masters', 'list'>>(envelope));
        if (search || !envelope.paginator?.hasNextPage) break;
      }
      return rows.map((row) => ({ id: row.id, value: row.code, label: row.name }));
    },
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * Suggests an entry a master list lacks (masters/create): it answers the new entry, the user's own until an
 * administrator approves it, or the entry that already bears the name. The list's searches are asked again.
 */
export function useSuggestMaster(codeType: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const row = unwrap<AnswerOf<'masters', 'create'>>(
        await api('masters', 'create', { body: { codeType, name } }),
      );
      return { id: row.id, label: row.name };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['masters', 'list', codeType] }),
  });
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: ['category', 'all'],
    queryFn: async ({ signal }) =>
      unwrap<AnswerOf<'category', 'all'>>(await api('category', 'all', { body: {}, signal })).map((row) => ({
        value: String(row.id),
        label: row.name,
      })),
    staleTime: REFERENCE_STALE_MS,
  });
}

export type Country = AnswerOf<'country', 'all'>[number];

export function useCountries() {
  return useQuery({
    queryKey: ['country', 'all'],
    queryFn: async ({ signal }) => unwrap<Country[]>(await api('country', 'all', { body: {}, signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** A country's states, every page of them (a list page holds at most MAX_LIMIT; few countries have more). */
export function useStates(countryCode: string) {
  return useQuery({
    queryKey: ['state', 'list', countryCode],
    queryFn: async ({ signal }) => {
      const states: AnswerOf<'state', 'getStateList'> = [];
      for (let page = 1; ; page += 1) {
        const envelope = await api('state', 'getStateList', {
          body: { countryCode, page, limit: MAX_LIMIT },
          signal,
        });
        states.push(...unwrap<AnswerOf<'state', 'getStateList'>>(envelope));
        if (!envelope.paginator?.hasNextPage) return states;
      }
    },
    enabled: countryCode.length === 2,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Cities of a country (and state, when given) whose name starts with what is typed: two letters at least. */
export function useCitySearch(search: string, countryCode = 'ID', stateCode?: string) {
  return useQuery({
    queryKey: ['city', 'search', countryCode, stateCode ?? '', search],
    queryFn: async ({ signal }) =>
      unwrap<AnswerOf<'city', 'getCityList'>>(
        await api('city', 'getCityList', {
          body: { countryCode, stateCode: stateCode || undefined, search, page: 1, limit: 10 },
          signal,
        }),
      ),
    enabled: search.trim().length >= 2 && countryCode.length === 2,
    staleTime: REFERENCE_STALE_MS,
  });
}
