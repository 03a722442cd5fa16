/**
 * The `data` of each call's answer (outputs; the request schemas are one folder up). Kept apart from the request
 * schemas because the rule that every accepted string is bounded applies to inputs only.
 */
export * from './accounts';
export * from './reference';
export * from './jobs';
export * from './company';
export * from './team';
export * from './files';
export * from './importHistory';
export * from './savedSearches';
export * from './recommendations';
export * from './candidateProfile';
export * from './resumes';
export * from './applications';
export * from './analytics';
export * from './candidates';
export * from './notifications';
export * from './billing';
