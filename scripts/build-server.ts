/**
 * Compiles the server (server/main.ts and what it imports, common/ included) into plain JavaScript in
 * dist/.server/ (a dot folder: never served), the way `npm start`, the e2e suite and the benchmarks run it. In
 * production the server then starts without a TypeScript loader: no transform hooks on every module it loads
 * (≈0.8 s of a 1.5–2 s start) and less memory. Packages stay in node_modules but for a few pure-JavaScript ones
 * (`BUNDLED`); the seed's modules, which carry the reference data, stay separate chunks loaded only when a seed runs.
 *
 * The build fails when a package that the server loads on demand (the seed's data, mail, PostgreSQL, Redis, image
 * processing) has become a static import of the start: each costs start time and resident memory on every instance.
 *
 * Usage: tsx scripts/build-server.ts [--outDir dist/.server]
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { seedFingerprint } from '../server/db/seed/index.js';

const flag = process.argv.indexOf('--outDir');
const outdir = path.resolve(flag > 0 ? process.argv[flag + 1]! : 'dist/.server');

/**
 * Bundled into the server (see `external` below); everything else is imported from node_modules. Not valibot or
 * dayjs: the server renderer (dist/.ssr/) imports those from node_modules too, and a bundled copy would load twice.
 */
const BUNDLED = ['kysely', '@valibot/to-json-schema', 'jose'];
const manifest = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });

// Chunk names change with their content: old ones would pile up.
fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: ['server/main.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Packages stay in node_modules, but for the few pure-JavaScript ones the server runs at every start: bundled,
  // only what is used is kept, and one module replaces hundreds (kysely alone loads 227 files, jose 46; each module
  // costs its source, its record and its scope in memory). 1.9 MB less heap at idle for kysely, 0.6 MB for jose.
  // Fastify is not: a bundled copy brought its own of what the server imports beside it (the serializer compiler).
  external: dependencies.filter((name) => !BUNDLED.includes(name)).flatMap((name) => [name, `${name}/*`]),
  // Names and lines kept (a stack trace in a production log reads as the source does); only dead code dropped.
  minifySyntax: true,
  // The bundle has no seed sources to hash: what they hash to now is written in (server/db/seed/index.ts).
  define: { __SEED_FINGERPRINT__: JSON.stringify(seedFingerprint()) },
  logLevel: 'warning',
  metafile: true,
});

/**
 * Packages the running server must only import dynamically (where they are needed), never at start. sharp (a native
 * image library) and file-type load with the first upload; papaparse and exceljs with the first job file imported;
 * the PDF renderer, pdf.js and mammoth with the first resume rendered or read; web-push with the first push sent,
 * sanitize-html with the first rich text saved; the OpenAPI generator and Swagger UI with the first request for the
 * API reference; the password hasher with the first password hashed or checked.
 */
const ON_DEMAND = [
  'country-state-city',
  'nodemailer',
  'pg',
  'ioredis',
  'sharp',
  'file-type',
  'papaparse',
  'exceljs',
  '@react-pdf/renderer',
  'pdfjs-dist',
  'mammoth',
  'web-push',
  'sanitize-html',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
];
const outputs = result.metafile.outputs;
const seen = new Set<string>();
const atStart = new Set<string>();
const visit = (file: string) => {
  if (seen.has(file)) return;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind !== 'import-statement') continue;
    if (imported.external) atStart.add(imported.path);
    else visit(imported.path);
  }
};
visit(Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'server/main.ts')!);
const eager = ON_DEMAND.filter((name) => [...atStart].some((p) => p === name || p.startsWith(`${name}/`)));
if (eager.length > 0) {
  console.error(`The server imports at start what it should load on demand: ${eager.join(', ')}`);
  process.exit(1);
}
/**
 * The server's modules and its renderer's (dist/.ssr/, built before this) in Latin-1: V8 keeps a module's source for
 * as long as the server runs, and a source holding one character beyond Latin-1 (a ’ or – in a comment or a regular
 * expression) as a two-byte string, twice its size (main.js: 1.35 MB instead of 675 KB; 0.9 MB of heap in all).
 * Each such character becomes its \u escape, which means the same in a string, a template, a regular expression and an
 * identifier, and nothing in a comment. Only a raw template would see the six characters: the one String.raw here
 * builds a regular expression, where the escape means the character again.
 */
function latin1Only(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const source = fs.readFileSync(file, 'utf8');
    // Per UTF-16 unit: a character beyond the BMP becomes its surrogate pair, as a regular expression reads it.
    const latin1 = source.replace(
      /[\u0100-\uffff]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    if (latin1 !== source) fs.writeFileSync(file, latin1);
  }
}
latin1Only(outdir);
latin1Only(path.join(path.dirname(outdir), '.ssr'));

console.log(`server compiled into ${path.relative(process.cwd(), outdir)}/`);
