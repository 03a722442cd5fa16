/**
 * Saved job searches (spec §7 Search): search/add and search/update/{id} take a name, what the browse page searches
 * for (its words and filters, the same checks as get-job-list) and whether and how often to send alerts; the list,
 * the removal and the unsubscribe link of the alert mails complete them.
 */
import * as v from 'valibot';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS } from '../constants/savedSearches';
import { jobSearchFilterEntries, withFilterChecks } from './jobs';
import { listFilter, listRequest, recordId, search } from './list';
import { choiceMessage, msg, requiredText, typeMessage } from './messages';

// The filters a saved search keeps: those of the browse page, which its address carries (not the API's others).
const {
  jobDomains: _jobDomains,
  skillIds: _skillIds,
  countryCode: _countryCode,
  stateCode: _stateCode,
  companyId: _companyId,
  ...browseFilterEntries
} = jobSearchFilterEntries;

export const savedSearchFilter = listFilter(browseFilterEntries);

const settingsEntries = {
  name: v.pipe(requiredText(), v.maxLength(SAVED_SEARCH_LIMITS.nameMax, msg('tooLong'))),
  alert: v.optional(v.boolean(typeMessage), true),
  frequency: v.optional(v.picklist(ALERT_FREQUENCIES, choiceMessage), 'DAILY'),
};

/** What the candidate chooses when saving a search (the app's form); the search itself comes from the page. */
export const savedSearchSettings = v.object(settingsEntries, typeMessage);

/** search/add and search/update/{id} (the whole search: an update replaces it). */
export const savedSearchInput = withFilterChecks(
  v.object({ ...settingsEntries, search, filter: savedSearchFilter }, typeMessage),
);

/** search/list: the candidate's saved searches, the newest first. */
export const savedSearchListRequest = listRequest;

/** search/unsubscribe: the link of an alert mail, which works without signing in. */
export const savedSearchUnsubscribeInput = v.object(
  {
    id: recordId,
    token: v.pipe(
      v.string(typeMessage),
      v.maxLength(100, msg('invalid')),
      v.regex(/^[A-Za-z0-9_-]{10,100}$/, msg('invalid')),
    ),
  },
  typeMessage,
);

export type SavedSearchInput = v.InferOutput<typeof savedSearchInput>;
export type SavedSearchSettings = v.InferOutput<typeof savedSearchSettings>;
export type SavedSearchUnsubscribeInput = v.InferOutput<typeof savedSearchUnsubscribeInput>;
