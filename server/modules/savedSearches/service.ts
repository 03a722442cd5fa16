/**
 * The rules of saved searches (spec §7 Search): a candidate keeps up to SAVED_SEARCH_LIMITS.perCandidate searches,
 * reads, changes and removes only their own (another's is 404: its existence is not confirmed). The alerts are in
 * ./alerts.ts; the unsubscribe link of their mails works without signing in, by a token only the server can make.
 */
import crypto from 'node:crypto';
import { SAVED_SEARCH_LIMITS } from '../../../common/constants/savedSearches.js';
import type { ListRequest } from '../../../common/schemas/list.js';
import type { SavedSearchInput, SavedSearchUnsubscribeInput } from '../../../common/schemas/savedSearches.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../http/errors.js';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  pageOfSavedSearches,
  type SavedSearchRow,
  updateSavedSearch,
} from './repository.js';

export function toSavedSearchDoc(row: SavedSearchRow) {
  return {
    id: row.id,
    name: row.name,
    search: row.search,
    filter: JSON.parse(row.filter) as SavedSearchInput['filter'],
    alert: row.alert === 1,
    frequency: row.frequency as SavedSearchInput['frequency'],
    lastAlertAt: row.lastAlertAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const columnsOf = (input: SavedSearchInput) => ({
  name: input.name,
  search: input.search,
  filter: JSON.stringify(input.filter),
  alert: input.alert ? 1 : 0,
  frequency: input.frequency,
});

async function ownSearch(db: Db, user: AuthUser, id: number): Promise<SavedSearchRow> {
  const row = await findSavedSearch(db, id);
  if (!row || row.userId !== user.id) throw notFound('errorMsg:savedSearchNotFound');
  return row;
}

export async function addSearch(db: Db, user: AuthUser, input: SavedSearchInput) {
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    if ((await countSavedSearches(trx, user.id)) >= SAVED_SEARCH_LIMITS.perCandidate) {
      throw badRequest('errorMsg:savedSearchLimit', { max: SAVED_SEARCH_LIMITS.perCandidate });
    }
    return insertSavedSearch(trx, { userId: user.id, ...columnsOf(input), createdAt: now, updatedAt: now });
  });
  return toSavedSearchDoc((await findSavedSearch(db, id))!);
}

export async function getSearch(db: Db, user: AuthUser, id: number) {
  return toSavedSearchDoc(await ownSearch(db, user, id));
}

export async function changeSearch(db: Db, user: AuthUser, id: number, input: SavedSearchInput) {
  await ownSearch(db, user, id);
  await updateSavedSearch(db, id, { ...columnsOf(input), updatedAt: new Date().toISOString() });
  return toSavedSearchDoc((await findSavedSearch(db, id))!);
}

export async function removeSearch(db: Db, user: AuthUser, id: number): Promise<void> {
  await ownSearch(db, user, id);
  await deleteSavedSearch(db, id);
}

export async function listSearches(db: Db, user: AuthUser, input: ListRequest) {
  const { rows, total } = await pageOfSavedSearches(db, user.id, input.page, input.limit);
  return { docs: rows.map(toSavedSearchDoc), total };
}

/** The token of a search's unsubscribe link: a MAC of its id, so a link cannot be made for another search. */
export function unsubscribeToken(secret: Uint8Array, searchId: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`saved-search-alert:${searchId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** search/unsubscribe: the link of an alert mail turns that search's alerts off (again: no change). */
export async function unsubscribe(db: Db, secret: Uint8Array, input: SavedSearchUnsubscribeInput) {
  const expected = Buffer.from(unsubscribeToken(secret, input.id));
  const given = Buffer.from(input.token);
  const row = await findSavedSearch(db, input.id);
  // One answer for a wrong token and a search that is gone: the link no longer works.
  if (!row || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw notFound('errorMsg:unsubscribeLinkInvalid');
  }
  if (row.alert === 1) await updateSavedSearch(db, row.id, { alert: 0, updatedAt: new Date().toISOString() });
  return { name: row.name };
}
