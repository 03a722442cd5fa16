/** What the saved-search calls answer (search/add, get, update, list). */
import * as v from 'valibot';
import { ALERT_FREQUENCIES } from '../../constants/savedSearches';

const integer = v.pipe(v.number(), v.integer());
const ids = v.optional(v.array(integer));
const codes = v.optional(v.array(v.string()));

export const savedSearchDoc = v.object({
  id: integer,
  name: v.string(),
  search: v.string(),
  /** The browse page's filters in use (the keys of get-job-list's filter). */
  filter: v.object({
    categoryIds: ids,
    employmentTypes: codes,
    positionLevels: codes,
    cityIds: ids,
    remote: v.optional(v.boolean()),
    salaryMin: v.optional(integer),
    salaryMax: v.optional(integer),
    experience: v.optional(integer),
    postedWithin: v.optional(v.string()),
  }),
  alert: v.boolean(),
  frequency: v.picklist(ALERT_FREQUENCIES),
  /** When its last alert mail was sent (null: none yet). */
  lastAlertAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});

/** search/unsubscribe: which search stopped mailing (its name, for the page that confirms it). */
export const savedSearchUnsubscribed = v.object({ name: v.string() });
