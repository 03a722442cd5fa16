/**
 * `npm run bench:bundle`: the JavaScript the home page really downloads until it is interactive, as Chromium counts
 * it. The built app (dist/, or STATIC_DIR) is served by the real server on a free port of 127.0.0.1; Chromium loads
 * `/` at a phone's size with the service worker blocked (its precache would download every chunk), asking for gzip
 * only so the figure is comparable over time; every script response is summed by its transferred body size until
 * the network has been idle. With --check (run by `npm run build`) it fails when the total passes the budget, or
 * when source maps would be served.
 *
 * Where Chromium is missing, the figure is estimated from Vite's manifest instead (the entry chunk and its static
 * imports, gzip -9), and says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Issue 9's goal, now the build's limit (79.7 KB since the app runs on Preact): a regression fails the build. */
const BUDGET_BYTES = 120 * 1000;
const dist = path.resolve(process.env.STATIC_DIR ?? 'dist');
const check = process.argv.includes('--check');
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

// Source maps in dist/ would be published with the app.
const maps = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.map'));
if (check && maps.length > 0) {
  console.error(`Source maps in ${dist}/ would be served publicly: ${maps.join(', ')}`);
  process.exit(1);
}

interface Row {
  file: string;
  bytes: number;
}

async function measureInChromium(executablePath: string): Promise<Row[]> {
  const [{ chromium }, { buildApp }, { loadConfig }, { seedCategories }, { seedSettings }, { seedSeo }] =
    await Promise.all([
      import('@playwright/test'),
      import('../server/app.js'),
      import('../server/config.js'),
      import('../server/db/seed/categories.js'),
      import('../server/db/seed/settings.js'),
      import('../server/db/seed/seo.js'),
    ]);
  const dataDir = path.resolve('.tmp', `bench-bundle-${process.pid}`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: dist,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    NODE_ENV: 'production',
  });
  const app = await buildApp(config, { worker: false, logger: false });
  // The home page as people see it (rendered on the server, its categories above the fold): what it reads is seeded,
  // not the heavier reference data (countries, cities) it does not show.
  await seedCategories(app.deps.db);
  await seedSettings(app.deps.db, config);
  await seedSeo(app.deps.db, config.siteTitle);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const page = await context.newPage();
    const rows: Row[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .request()
          .sizes()
          .then((sizes) => {
            rows.push({ file: new URL(response.url()).pathname.slice(1), bytes: sizes.responseBodySize });
          }),
      );
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return rows.sort((a, b) => b.bytes - a.bytes);
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The estimate when no browser is at hand: the entry chunk and everything it imports statically. */
function estimateFromManifest(): Row[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const chosen = new Set<string>();
  const add = (key: string) => {
    if (chosen.has(key) || !manifest[key]) return;
    chosen.add(key);
    for (const dep of manifest[key].imports ?? []) add(dep);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(add);
  return [...chosen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      bytes: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && fs.existsSync(p));
const rows = chromiumPath ? await measureInChromium(chromiumPath) : estimateFromManifest();
for (const row of rows) console.log(`${kb(row.bytes).padStart(9)} gzip  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
console.log(
  `home page JavaScript until interactive: ${kb(total)} gzip in ${rows.length} files (budget ${kb(BUDGET_BYTES)})` +
    (chromiumPath ? ', as Chromium downloaded it' : ', ESTIMATED from the manifest (no Chromium found)'),
);

if (check && total > BUDGET_BYTES) {
  console.error(`Bundle budget exceeded by ${kb(total - BUDGET_BYTES)}: make a route or library lazy.`);
  process.exit(1);
}
