/** Business constants of spec §3 and §9. API response codes live in common/api/envelope.ts (ResponseCode). */
export * from './applicationStatus';
export * from './company';
export * from './dates';
export * from './files';
export * from './jobs';
export * from './limits';
export * from './list';
export * from './locales';
export * from './location';
export * from './masters';
export * from './roles';
export * from './storage';
export * from './ui';
export * from './reviews';
export * from './savedSearches';
export * from './recommendations';
export * from './candidateProfile';
