/**
 * Which of TanStack Query's data is kept for offline reading (./persister.ts), and which of a page's queries are its
 * content rather than extras around it (the offline overlay, src/app/Layout.tsx). One place, by query key, so that a
 * feature's keys and these rules are read side by side.
 *
 * Kept: what a person should still see offline — the job searches and job pages already seen, saved jobs, their
 * applications and saved searches, notifications, the candidate's profile, the home page's categories, jobs and
 * recommendations, and the reference data forms and pages read (masters, categories, countries, states, settings, SEO
 * rows). Not kept: what changes with every keystroke (city search), other people's pages the worker caches itself
 * (companies), and the employer's working lists.
 */
import type { QueryKey } from '@tanstack/react-query';

/** Key prefixes, compared part by part with the start of a query key. */
type Prefix = readonly string[];

const PERSISTED: readonly Prefix[] = [
  ['jobs', 'search'],
  ['jobs', 'facets'],
  ['jobs', 'detail'],
  ['jobs', 'similar'],
  ['jobs', 'saved'],
  ['jobs', 'recent'],
  ['recommendations'],
  ['category', 'all'],
  ['userJobs', 'mine'],
  ['userJobs', 'check'],
  ['savedSearches'],
  ['notifications', 'list'],
  ['notifications', 'unread'],
  ['notifications', 'preferences'],
  ['candidate', 'view'],
  ['candidateProfile', 'entries'],
  ['resumes', 'list'],
  ['masters'],
  ['country'],
  ['state'],
  ['settings'],
  ['seo'],
];

/**
 * Extras around a page's content: a page showing its content without them is not "nothing to show". The header's
 * badge, head tags, recommendations, similar jobs, counts beside filters, form pickers' lists and the like.
 */
const EXTRAS: readonly Prefix[] = [
  ['seo'],
  ['settings'],
  ['notifications', 'unread'],
  ['notifications', 'preferences'],
  ['recommendations'],
  ['jobs', 'similar'],
  ['jobs', 'facets'],
  ['jobs', 'recent'],
  // The card of the company behind a job, on the job's page (features/jobSearch AboutCompany).
  ['company', 'card'],
  ['userJobs', 'check'],
  ['profileViews'],
  // The running plan's usage cards (src/components/PlanUsage.tsx) beside a page's content.
  ['licence', 'subscription'],
  // The employer dashboard's latest applications (src/components/LatestResponses.tsx).
  ['responses', 'latest'],
  ['masters'],
  ['country'],
  ['state'],
  ['city'],
  // The pickers' category list (the home page's categories have more parts: language and session).
  ['category', 'all', '*end'],
];

function matches(key: QueryKey, prefix: Prefix): boolean {
  return prefix.every((part, index) => (part === '*end' ? key.length === index : key[index] === part));
}

/** Whether a query's data is kept for offline reading. */
export function isPersistedKey(key: QueryKey): boolean {
  return PERSISTED.some((prefix) => matches(key, prefix));
}

/** Whether a query is an extra around its page's content (its absence does not leave the page empty). */
export function isPageExtra(key: QueryKey): boolean {
  return EXTRAS.some((prefix) => matches(key, prefix));
}
