/**
 * `npm test`: type check, lint, unit + integration tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
 * the production build with its bundle budget, and the Playwright e2e suite in Chromium. Every step runs even when
 * an earlier one failed (except e2e, which needs the build), and the run ends with one summary line:
 * "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

interface Step {
  name: string;
  command: string[];
  needs?: string;
}

const steps: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  {
    name: 'unit+integration',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=.tmp/vitest.json',
    ],
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'e2e', command: ['npx', 'playwright', 'test'], needs: 'build' },
];

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((file): file is string => !!file && fs.existsSync(file));
}

/** Playwright cannot download browsers here: bring Debian's Chromium when we may (root with apt), else say how. */
function ensureChromium(): string | undefined {
  const found = findChromium();
  if (found || process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) return found;
  console.log('\n== e2e: Chromium is missing; installing Debian\'s package (apt-get install -y chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return findChromium();
}

console.log(`== Node ${process.version} (${process.execPath})`);

const results = new Map<string, boolean>();
let passed = 0;
let failed = 0;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

for (const step of steps) {
  if (step.needs && !results.get(step.needs)) {
    console.log(`\n== ${step.name}: skipped (${step.needs} failed)`);
    results.set(step.name, false);
    failed++;
    continue;
  }
  if (step.name === 'e2e' && !ensureChromium()) {
    console.error(
      '\n== e2e: no Chromium found. Install one with `apt-get install -y chromium` (Debian/Ubuntu) ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    results.set(step.name, false);
    failed++;
    continue;
  }
  console.log(`\n== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.set(step.name, ok);
  console.log(`== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Count tests where a runner reports them, checks (typecheck, lint, build) as one each.
  if (step.name === 'unit+integration') {
    const report = readJson('.tmp/vitest.json') as
      { numPassedTests?: number; numFailedTests?: number } | undefined;
    passed += report?.numPassedTests ?? 0;
    failed += report?.numFailedTests ?? (ok ? 0 : 1);
    if (!ok && report && !report.numFailedTests) failed++;
  } else if (step.name === 'e2e') {
    const report = readJson('test-results/e2e.json') as
      { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
    passed += (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
    failed += report?.stats?.unexpected ?? (ok ? 0 : 1);
    if (!ok && report && !report.stats?.unexpected) failed++;
  } else if (ok) passed++;
  else failed++;
}

console.log('\n== summary');
for (const [name, ok] of results) console.log(`${ok ? 'ok    ' : 'FAILED'} ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && [...results.values()].every(Boolean) ? 0 : 1);
