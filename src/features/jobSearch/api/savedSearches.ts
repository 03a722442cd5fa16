/**
 * Saved searches (spec §7 Search: search/add, update/{id}; list, delete and unsubscribe added by this app): the
 * candidate's list on My jobs, and the calls that change it. Every change refreshes the list.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { DEFAULT_LIMIT } from '@common/constants/list';
import type { SavedSearchInput } from '@common/schemas/savedSearches';
import { api, unwrap } from '../../../lib/api';

export type SavedSearch = AnswerOf<'search', 'get'>;

const KEY = ['savedSearches'] as const;

export function useSavedSearches(page: number) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('search', 'list', { body: { page, limit: DEFAULT_LIMIT }, signal });
      return { searches: unwrap<SavedSearch[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
  });
}

/** The calls that change saved searches; each answers its envelope (null when the request did not get through). */
export function useSavedSearchCalls() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const after = async <T>(call: Promise<T>) => {
    const envelope = await call.catch(() => null);
    await refresh();
    return envelope;
  };
  return {
    add: (input: SavedSearchInput) => after(api('search', 'add', { body: input })),
    update: (search: SavedSearch, change: Partial<SavedSearchInput>) => {
      const { name, search: words, filter, alert, frequency } = search;
      return after(
        api('search', 'update', {
          params: { id: search.id },
          body: { name, search: words, filter, alert, frequency, ...change },
        }),
      );
    },
    remove: (search: SavedSearch) => after(api('search', 'delete', { params: { id: search.id } })),
  };
}
