/**
 * List requests `{ page, limit, search, filter, sort }` (spec appendix) with the defaults of spec §3/§9. Numbers
 * may arrive as numeric strings (query strings, form selects) and are coerced. A list declares the filters it knows
 * with `listRequestWithFilter`; any other key of `filter` is dropped, so the server never passes unchecked keys on
 * to a query. Every value is bounded (page and page size included: a huge page would overflow an OFFSET).
 */
import * as v from 'valibot';
import {
  DEFAULT_LIMIT,
  DEFAULT_PAGE,
  DEFAULT_SORT,
  MAX_LIMIT,
  MAX_PAGE,
  SEARCH_MAX_LENGTH,
  SORT_ORDER,
} from '../constants/list';
import { CODE_MAX_LENGTH } from '../constants/limits';
import { msg, typeMessage } from './messages';

/** A whole number given as a number or as its decimal text ('2', ' 20 ', '-1'). */
export const integerLike = v.pipe(
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.maxLength(CODE_MAX_LENGTH, msg('tooLong')),
        v.trim(),
        // An empty field (a select left on "Choose…") is missing, not a wrong number: the pattern lets it through
        // to the one issue it has (a gate would make the branch untyped, and the union report 'integer').
        v.nonEmpty(msg('required')),
        v.regex(/^(-?\d{1,15})?$/, msg('integer')),
      ),
    ],
    msg('integer'),
  ),
  v.transform((value) => Number(value)),
  v.integer(msg('integer')),
);

/**
 * The id of a stored record: 1 up to the largest value of the tables' integer ids (PostgreSQL's `integer`), so an
 * id no row can have is refused as invalid (422) instead of reaching the database as an out-of-range number.
 */
export const MAX_RECORD_ID = 2_147_483_647;
export const recordId = v.pipe(
  integerLike,
  v.minValue(1, msg('invalid')),
  v.maxValue(MAX_RECORD_ID, msg('invalid')),
);

export const page = v.nullish(
  v.pipe(integerLike, v.minValue(1, msg('minValue')), v.maxValue(MAX_PAGE, msg('maxValue'))),
  DEFAULT_PAGE,
);
export const limit = v.nullish(
  v.pipe(integerLike, v.minValue(1, msg('minValue')), v.maxValue(MAX_LIMIT, msg('maxValue'))),
  DEFAULT_LIMIT,
);
/** Search text: trimmed, at most 100 characters, '' when absent. */
export const searchText = v.pipe(
  v.string(typeMessage),
  v.trim(),
  v.maxLength(SEARCH_MAX_LENGTH, msg('tooLong')),
);
export const search = v.nullish(searchText, '');
export const sort = v.nullish(
  v.pipe(integerLike, v.picklist([SORT_ORDER.NEWEST, SORT_ORDER.OLDEST], msg('oneOf'))),
  DEFAULT_SORT,
);
/** The entries of every list request, to spread into bigger objects. A list without declared filters takes none:
 * `filter` must be an object (or absent) and whatever keys it has are dropped, never passed on to a query. */
export const listEntries = { page, limit, search, filter: listFilter({}), sort };

export const listRequest = v.object(listEntries, typeMessage);

/** A typed `filter`: every entry becomes optional, and a missing filter is `{}`. Unknown keys are dropped. */
export function listFilter<const TFilter extends v.ObjectEntries>(entries: TFilter) {
  // An array is an object to valibot, and would pass as a filter with every key absent: refuse it.
  const schema = v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && !Array.isArray(value),
      typeMessage,
    ),
    v.partial(v.object(entries, typeMessage)),
  );
  // Every entry is optional after partial(), so {} is a valid input; TypeScript cannot see that for a generic.
  const empty = () => ({}) as v.InferInput<typeof schema>;
  return v.nullish(schema, empty);
}

/** A list request with extra top-level fields (e.g. `codeType` for masters/list). */
export function listRequestWith<const TExtra extends v.ObjectEntries>(extra: TExtra) {
  return v.object({ ...listEntries, ...extra }, typeMessage);
}

/** A list request whose `filter` has known keys, plus optional extra top-level fields. */
export function listRequestWithFilter<
  const TFilter extends v.ObjectEntries,
  const TExtra extends v.ObjectEntries = Record<never, never>,
>(filterEntries: TFilter, extra?: TExtra) {
  return v.object(
    { ...listEntries, filter: listFilter(filterEntries), ...(extra ?? ({} as TExtra)) },
    typeMessage,
  );
}

export type ListRequestInput = v.InferInput<typeof listRequest>;
export type ListRequest = v.InferOutput<typeof listRequest>;
