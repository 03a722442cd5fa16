/** category/all (and its guest twin): every category, optionally narrowed by a search text. */
import * as v from 'valibot';
import { searchText } from './list';
import { typeMessage } from './messages';

export const categoryAll = v.object({ search: v.optional(searchText) }, typeMessage);

export type CategoryAllInput = v.InferInput<typeof categoryAll>;
export type CategoryAll = v.InferOutput<typeof categoryAll>;
