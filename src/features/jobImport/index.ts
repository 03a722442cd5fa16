/** Bulk job import and import history (issue 10). */
export { jobImportRoutes } from './routes';
export { HISTORY_PATH, IMPORT_PATH, historyUrl, importUrl } from './paths';
