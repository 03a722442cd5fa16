/** Defaults and bounds of list calls (spec §3, §9 and the appendix's `{ page, limit, search, filter, sort }`). */

/** Newest first is -1, as in the original API (sort by creation time, descending). */
export const SORT_ORDER = { NEWEST: -1, OLDEST: 1 } as const;
export type SortOrder = (typeof SORT_ORDER)[keyof typeof SORT_ORDER];

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const DEFAULT_OFFSET = 0;
export const DEFAULT_SORT: SortOrder = SORT_ORDER.NEWEST;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
/** The largest page a client may ask for: the biggest page-size option, so no call can pull a whole table. */
export const MAX_LIMIT = 50;
export const SEARCH_MAX_LENGTH = 100;
/**
 * The deepest page a client may ask for. Nobody pages through 10,000 pages of results (search narrows instead), and
 * the bound keeps `(page - 1) * limit` a small integer that every database accepts as an OFFSET.
 */
export const MAX_PAGE = 10_000;
/** Label of the only sort option the spec names (newest first). */
export const SORT_OPTION_LABEL = 'Last Posted';

export interface ListDefaults {
  page: number;
  limit: number;
  search: string;
  filter: Record<string, never>;
  sort: SortOrder;
}

/** A fresh object each call so nobody mutates a shared `filter`. */
export function listDefaults(): ListDefaults {
  return { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT, search: '', filter: {}, sort: DEFAULT_SORT };
}

export const LIST_DEFAULTS: Readonly<ListDefaults> = Object.freeze(listDefaults());
