/**
 * The app's route table as the app itself declares it (src/app/routes.tsx), for tests that walk every page. The
 * module graph uses Vite features (import.meta.glob for the catalogs, TSX), so it is loaded through Vite's SSR module
 * loader rather than imported; no page module is evaluated (routes load their pages lazily).
 */
import path from 'node:path';
import { createServer } from 'vite';

export interface AppRoute {
  /** The path as declared ('/jobsseekers/login', '/*'). */
  pattern: string;
  /** An address that opens it ('/*' becomes an address no route claims). */
  url: string;
}

/**
 * Addresses for the routes with a parameter. A job's page at an id no job has: the walk checks the page every address
 * of the pattern can show (a job that is gone); tests/e2e/job-search.spec.ts opens live jobs.
 */
const EXAMPLES: Record<string, string> = {
  '/jobsseekers/job-detail/:slug': '/jobsseekers/job-detail/no-such-job?id=999999999',
  // An order no one has: the status page says so (tests/e2e/billing.spec.ts pays real ones).
  '/jobsseekers/payment-status/:id': '/jobsseekers/payment-status/999999999',
  '/employer/payment-status/:id': '/employer/payment-status/999999999',
};

export async function loadAppRoutes(): Promise<AppRoute[]> {
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    appType: 'custom',
    // The app's one alias (vite.config.ts), without the rest of that config (PWA, precompression).
    resolve: { alias: { '@common': path.resolve('common') } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { routePaths } = (await vite.ssrLoadModule('/src/app/routes.tsx')) as {
      routePaths: () => string[];
    };
    return routePaths().map((pattern) => {
      const example = EXAMPLES[pattern];
      if (example) return { pattern, url: example };
      if (pattern.includes(':'))
        throw new Error(`Route ${pattern} has a parameter: give the walk an example value.`);
      return { pattern, url: pattern.endsWith('*') ? pattern.replace(/\*$/, 'no-such-page/here') : pattern };
    });
  } finally {
    await vite.close();
  }
}
