/**
 * `npm run bench:bundle`: the gzip size of the JavaScript the home page loads before it is interactive, read from
 * Vite's build manifest: the entry chunk and everything it imports statically, plus the lazily loaded chunks the
 * home route needs to render (its page module and the default-language namespaces it shows) with their static
 * imports. With --check (run by `npm run build`) it fails when the total passes the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
/** Modules the home route loads before it can be used (matched against the manifest's source paths). */
const HOME_ROUTE = [
  /src\/features\/home\/pages\//,
  /locales\/en\/(common|home)\.json$/,
  /common\/locales\/en\/errorMsg\.json$/,
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = process.env.STATIC_DIR ?? 'dist';
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run \`npx vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

const chosen = new Set<string>();
function addWithStaticImports(key: string) {
  if (chosen.has(key) || !manifest[key]) return;
  chosen.add(key);
  for (const dep of manifest[key].imports ?? []) addWithStaticImports(dep);
}

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
entries.forEach(addWithStaticImports);
for (const key of Object.keys(manifest)) {
  if (HOME_ROUTE.some((pattern) => pattern.test(key))) addWithStaticImports(key);
}

const rows = [...chosen]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = fs.readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
for (const row of rows)
  console.log(`${kb(row.gzip).padStart(9)} gzip ${kb(row.raw).padStart(9)} raw  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `home page JavaScript before interactive: ${kb(total)} gzip in ${rows.length} files (budget ${kb(BUDGET_BYTES)})`,
);

// Source maps in dist/ would be published with the app.
const maps = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
if (process.argv.includes('--check') && maps.length > 0) {
  console.error(`Source maps in ${dist}/ would be served publicly: ${maps.join(', ')}`);
  process.exit(1);
}

if (process.argv.includes('--check') && total > BUDGET_BYTES) {
  console.error(`Bundle budget exceeded by ${kb(total - BUDGET_BYTES)}: make a route or library lazy.`);
  process.exit(1);
}
