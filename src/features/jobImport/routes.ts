/**
 * Bulk job import (issue 10, under /employer): the import page (file, columns, progress, result) and the import
 * history of spec §2. Lazy chunks with their namespaces; none of this code is in the home page's JavaScript, and the
 * server, not the browser, reads the files (no CSV or spreadsheet library here).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from '../../lib/router';
import { lazyPage } from '../../lib/lazyPage';
import type { Namespace } from '../../lib/i18n/namespaces';
import { HISTORY_PATH, IMPORT_PATH } from './paths';

type Page = () => Promise<{ default: ComponentType }>;

const PAGES: [string, Page, Namespace[]][] = [
  [IMPORT_PATH, () => import('./pages/ImportJobsPage'), ['importJobs', 'validate', 'jobPost']],
  [HISTORY_PATH, () => import('./pages/ImportHistoryPage'), ['importJobs', 'validate']],
];

export const jobImportRoutes: RouteObject[] = PAGES.map(([path, page, namespaces]) => ({
  path,
  lazy: lazyPage(page, namespaces),
}));
