/** Pure formatting helpers used by the app, the service worker and the server (PDFs, mail). */
export * from './abbreviate';
export * from './dates';
export * from './html';
export * from './slug';
export * from './location';
export * from './money';
export * from './number';
export * from './phone';
export * from './reviewCount';
export * from './links';
