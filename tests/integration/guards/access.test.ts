/**
 * Access of every route the server registers, generated from the route table (common/api/routes.ts).
 *
 * Each call the server implements (and its guest twin) is called as a guest, with a bad token, as a candidate, as an
 * approved employer and as a pending employer, and must answer as its `access` declares (EXPECTED below). A route
 * the server registers that neither the table nor OUTSIDE_TABLE knows fails the run, naming it: a new route is
 * checked the day it is registered, with no test to remember to write.
 *
 * Only access is checked here: the body is an empty `{}`, so a 422 (or a 404 for an id that does not exist) is a
 * pass; a 401 or 403 where the table lets the caller in, anything but 401/403 where it does not, or any 5xx fails.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Access,
  type HttpMethod,
  type RouteDef,
  findRoute,
  routePattern,
  routes,
} from '../../../common/api/routes.js';
import { newIp } from '../accounts/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';

const CALLERS = ['guest', 'bad token', 'candidate', 'employer', 'pending employer'] as const;
type Caller = (typeof CALLERS)[number];

/** 401 (code UNAUTHENTICATED), 403, or IN: past the access check (any status but 401, 403 and 5xx). */
const IN = 'in';
type Outcome = 401 | 403 | typeof IN;

/** What each caller gets, by the table's `access` (the guest twin of a `user` call is open like `public`). */
const EXPECTED: Record<Access | 'guest twin', Record<Caller, Outcome>> = {
  public: { guest: IN, 'bad token': IN, candidate: IN, employer: IN, 'pending employer': IN },
  'guest twin': { guest: IN, 'bad token': IN, candidate: IN, employer: IN, 'pending employer': IN },
  user: { guest: 401, 'bad token': 401, candidate: IN, employer: IN, 'pending employer': IN },
  candidate: { guest: 401, 'bad token': 401, candidate: IN, employer: 403, 'pending employer': 403 },
  employer: { guest: 401, 'bad token': 401, candidate: 403, employer: IN, 'pending employer': IN },
};

/**
 * Calls whose defineRoute `guard` is stricter than their table access, by `module.action`: the job posting calls
 * only approved employers may make.
 */
const APPROVED_ONLY = { 'pending employer': 403 } as const;
const STRICTER: Record<string, Partial<Record<Caller, Outcome>>> = Object.fromEntries(
  [
    'createJobType',
    'updateJobType',
    'createJobHighlights',
    'createJobLocation',
    'createJobBenefits',
    'createJobAdditionalQuestion',
    'confirmPost',
    'activate',
    'softDelete',
    'duplicate',
  ]
    .map((action) => `jobs.${action}`)
    // Bulk job import and its history (issue 10).
    .concat(['list', 'get', 'upload', 'start', 'run', 'errors'].map((action) => `importHistory.${action}`))
    // Matched and viewed candidates (issue 13): profiles are shown to approved employers only.
    .concat([
      'matchedCandidate.list',
      'matchedCandidate.details',
      'viewedCandidate.list',
      'trackUser.viewProfile',
    ])
    .map((name) => [name, APPROVED_ONLY]),
);

const everyone = (status: number): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Record<Caller, number>;

/** The routes outside the table, with the exact status each caller gets. */
const OUTSIDE_TABLE: {
  method: HttpMethod;
  path: string;
  why: string;
  expect: Record<Caller, number>;
  /** The URL to call when `path` is a pattern (a wildcard). */
  probe?: string;
}[] = [
  {
    method: 'GET',
    path: '/api/userData',
    why: "the app's session from its cookie or header; a guest has none (204), a bad token is refused",
    expect: { ...everyone(200), guest: 204, 'bad token': 401 },
  },
  { method: 'POST', path: '/api/logout', why: "clears the app's session cookie", expect: everyone(200) },
  { method: 'GET', path: '/healthz', why: 'liveness, for load balancers', expect: everyone(200) },
  ...(['GET', 'POST'] as const).map((method) => ({
    method,
    path: '/pay/test/:number',
    probe: '/pay/test/ORD-20260101-00000000',
    why: "the test gateway's page of an order: opens and acts only with the secret of its address (none here: 404)",
    expect: everyone(404),
  })),
  { method: 'GET', path: '/readyz', why: 'readiness, for load balancers', expect: everyone(200) },
  { method: 'GET', path: '/client/api/docs', why: 'the OpenAPI document', expect: everyone(200) },
  {
    method: 'GET',
    path: '/robots.txt',
    why: 'for crawlers: what not to visit, where the sitemap is',
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/sitemap.xml',
    why: 'for crawlers: the public pages and every live job',
    expect: everyone(200),
  },
  ...[
    '/client/api/docs/ui',
    '/client/api/docs/ui/',
    '/client/api/docs/ui/json',
    '/client/api/docs/ui/yaml',
    '/client/api/docs/ui/static/swagger-initializer.js',
  ].map((path) => ({
    method: 'GET' as const,
    path,
    why: 'the API reference page (Swagger UI)',
    expect: everyone(200),
  })),
  {
    method: 'GET',
    path: '/client/api/docs/ui/static/index.html',
    why: 'Swagger UI sends its own index to the page',
    expect: everyone(302),
  },
  {
    method: 'GET',
    path: '/client/api/docs/ui/*',
    probe: '/client/api/docs/ui/static/swagger-ui.css',
    why: "the API reference page's own files",
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/media/:kind/:year/:file',
    probe: '/media/logo/2026/AAAAAAAAAAAAAAAAAAAAAA.webp',
    why: 'the stored uploads (files/upload), public by their unguessable paths; none by this name',
    expect: everyone(404),
  },
];

interface TableCase {
  label: string;
  key: string;
  method: HttpMethod;
  path: string;
  expected: Record<Caller, Outcome>;
}

/** Every path of the table: each call, and its guest twin when it has one. */
const TABLE_CASES: TableCase[] = Object.entries(routes as Record<string, Record<string, RouteDef>>).flatMap(
  ([module, actions]) =>
    Object.entries(actions).flatMap(([action, def]) =>
      (def.guestPath ? [false, true] : [false]).map((guest): TableCase => {
        const path = routePattern(def, guest);
        return {
          label: `${module}.${action}${guest ? ' guest twin' : ''} [${def.access}]: ${def.method} ${path}`,
          key: routeKey(def.method, path),
          method: def.method,
          path,
          expected: { ...EXPECTED[guest ? 'guest twin' : def.access], ...STRICTER[`${module}.${action}`] },
        };
      }),
    ),
);

/** `METHOD /path` with every `:param` name blanked, so two spellings of one route compare equal. */
function routeKey(method: string, path: string): string {
  return `${method} ${path.replace(/:[^/]+/g, ':')}`;
}

/**
 * Every route registered on the app, read from `printRoutes({ commonPrefix: false })`: a tree whose lines are
 * `├── <path relative to the parent line> (METHOD, METHOD)`. HEAD twins of GET routes are left out.
 */
function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)([├└]── )?(\S+)(?: \(([^)]*)\))?/u.exec(line);
    if (!match) continue;
    const [, indent = '', branch, segment = '', methods = ''] = match;
    // A line without a branch continues the node above it (another constraint of the same path).
    const depth = indent.length / 4 - (branch ? 0 : 1);
    const path = (depth > 0 ? (pathAt[depth - 1] ?? '') : '') + segment;
    pathAt[depth] = path;
    for (const method of methods.split(', ').filter(Boolean)) found.push({ method, path });
  }
  return found.filter(
    (r) => r.method !== 'HEAD' || !found.some((other) => other.method === 'GET' && other.path === r.path),
  );
}

/** The table paths the server implements today, by asking a freshly built server: each gets its own test. */
const IMPLEMENTED: TableCase[] = await (async () => {
  const probe = await createTestApp('sqlite');
  try {
    await probe.app.ready();
    return TABLE_CASES.filter((c) => probe.app.hasRoute({ method: c.method, url: c.path }));
  } finally {
    await probe.close();
  }
})();

interface Identity {
  headers: Record<string, string>;
  userId?: number;
}

/** A fresh identity per call, so a call that signs its caller out (logout) cannot spoil the next one. */
async function identity(app: FastifyInstance, caller: Caller): Promise<Identity> {
  switch (caller) {
    case 'guest':
      return { headers: {} };
    case 'bad token':
      return { headers: { authorization: 'jwt not.a.valid-token' } };
    case 'candidate':
      return signIn(app, 'CANDIDATE');
    case 'employer':
      return signIn(app, 'EMPLOYER');
    case 'pending employer':
      return signIn(app, 'EMPLOYER', { status: 'PENDING' });
  }
}

/** Calls a path as the caller: `:id` is the caller's own user id (1 for a guest), any other `:param` is `x`. */
async function callAs(app: FastifyInstance, method: HttpMethod, path: string, caller: Caller) {
  const who = await identity(app, caller);
  const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === 'id' ? String(who.userId ?? 1) : 'x',
  );
  const res = await app.inject({
    method,
    url,
    headers: who.headers,
    // Each call from its own address: the sign-in calls are rate-limited per client.
    remoteAddress: newIp(),
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  return { url, status: res.statusCode, body: res.body };
}

function codeOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/** Why a response breaks the expected outcome, or undefined when it keeps it. */
function breach(outcome: Outcome, status: number, body: string): string | undefined {
  if (status >= 500) return 'no server error';
  if (outcome === 401 && (status !== 401 || codeOf(body) !== 'UNAUTHENTICATED')) return '401 UNAUTHENTICATED';
  if (outcome === 403 && status !== 403) return '403';
  if (outcome === IN && (status === 401 || status === 403)) return 'to pass the access check (not 401/403)';
  return undefined;
}

it('STRICTER names only calls of the route table', () => {
  const unknown = Object.keys(STRICTER).filter((name) => {
    const [module = '', action = ''] = name.split('.');
    return !findRoute(module, action);
  });
  expect(unknown, 'STRICTER entries that are not module.action of common/api/routes.ts').toEqual([]);
});

describe.each(dialects)('route access (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers no route that the route table or OUTSIDE_TABLE does not declare', () => {
    const registered = registeredRoutes(t.app);
    const declared = new Set([
      ...TABLE_CASES.map((c) => c.key),
      ...OUTSIDE_TABLE.map((r) => routeKey(r.method, r.path)),
    ]);
    const undeclared = registered
      .filter((r) => !declared.has(routeKey(r.method, r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect
      .soft(
        undeclared,
        'registered routes missing from common/api/routes.ts (or, outside it, from OUTSIDE_TABLE)',
      )
      .toEqual([]);

    // The listing is read from printed text, so check the reading: every route read must be one the server has
    // (find-my-way prints a wildcard route as a bare `*`, without its prefix: such a route lands here)...
    const misread = registered
      .filter(
        (r) =>
          !r.path.endsWith('*') &&
          !t.app.hasRoute({ method: r.method as HttpMethod, url: r.path.replace(/:[^/]+/g, ':p') }),
      )
      .map((r) => `${r.method} ${r.path}`);
    expect.soft(misread, 'printRoutes lines that do not name a registered route').toEqual([]);
    // ...and every table path the server has must be in the listing.
    const implemented = TABLE_CASES.filter((c) => t.app.hasRoute({ method: c.method, url: c.path }));
    const listed = new Set(registered.map((r) => routeKey(r.method, r.path)));
    expect
      .soft(
        implemented.filter((c) => !listed.has(c.key)).map((c) => c.label),
        'registered table paths missing from the printRoutes listing',
      )
      .toEqual([]);

    // The tests below were generated from a probe server: this one must implement the same table paths.
    expect
      .soft(
        implemented.map((c) => c.label),
        'table paths this server implements (vs. the probe)',
      )
      .toEqual(IMPLEMENTED.map((c) => c.label));
  });

  it.each(OUTSIDE_TABLE)('$method $path ($why)', async ({ method, path, probe, expect: statuses }) => {
    const failures: string[] = [];
    for (const caller of CALLERS) {
      const res = await callAs(t.app, method, probe ?? path, caller);
      if (res.status !== statuses[caller])
        failures.push(
          `as ${caller}: expected ${statuses[caller]}, got ${res.status} ${res.body.slice(0, 300)}`,
        );
    }
    expect(failures, `${method} ${path}`).toEqual([]);
  });

  it.each(IMPLEMENTED)('$label', async ({ label, method, path, expected }) => {
    expect(t.app.hasRoute({ method, url: path }), `${label} is not registered`).toBe(true);
    const failures: string[] = [];
    for (const caller of CALLERS) {
      const res = await callAs(t.app, method, path, caller);
      const wanted = breach(expected[caller], res.status, res.body);
      if (wanted)
        failures.push(
          `as ${caller}: ${method} ${res.url} expected ${wanted}, got ${res.status} ${res.body.slice(0, 300)}`,
        );
    }
    expect(failures, label).toEqual([]);
  });
});
