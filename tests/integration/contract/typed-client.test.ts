/**
 * The OpenAPI document served at /client/api/docs is good enough to write a client from: types generated from it
 * with openapi-typescript drive an openapi-fetch client that signs a candidate up through the mailed code, signs in,
 * reads the profile, reads a guest list with its paginator and reads the field errors of a 422, all typed by the
 * document alone (no `any`, no casts). The client is type-checked with the project's TypeScript (a document whose
 * types do not fit its answers fails here), then run against the real server over HTTP.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

const run = promisify(execFile);

const ROOT = path.resolve('.');
const RUN_DIR = path.join(
  ROOT,
  '.tmp/typed-client',
  `${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
);
const TSC = path.join(ROOT, 'node_modules/.bin/tsc');

/**
 * The client, as a user of the API would write it from the generated types. It avoids template literals so that it
 * can sit in this string as it is. It prints one JSON line of what it saw, or fails with the step that went wrong.
 */
const CLIENT_SOURCE = String.raw`import fs from 'node:fs';
import path from 'node:path';
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error('environment variable ' + name + ' is not set');
  return value;
}

const client = createClient<paths>({ baseUrl: env('API_BASE_URL') });
const outboxDir = env('OUTBOX_DIR');
const email = env('SIGNUP_EMAIL');
const phone = { code: '+62', number: env('SIGNUP_PHONE') };
const password = 'Kopi-Tubruk42';

function failed(step: string, response: Response, error: unknown): never {
  throw new Error(step + ' answered HTTP ' + response.status + ': ' + JSON.stringify(error));
}

/** The 6-digit code of the newest mail to the address in the outbox folder (waits for the mail to be written). */
async function mailedCode(to: string): Promise<string> {
  const toLine = new RegExp('^To:.*\\b' + to.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&') + '\\b', 'im');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [])
      .filter((name) => name.endsWith('.eml'))
      .map((name) => {
        const file = path.join(outboxDir, name);
        return { name, mtime: fs.statSync(file).mtimeMs, text: fs.readFileSync(file, 'utf8') };
      })
      .filter((mail) => toLine.test(mail.text))
      .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
    const newest = mails[0];
    const code = newest ? /^(\d{6})\r?$/m.exec(newest.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no code mailed to ' + to + ' in ' + outboxDir);
}

// Sign-up: check-credentials → the mailed code → verify-email-otp → register.
const check = await client.POST('/client/api/v1/candidate/check-credentials', { body: { email, phone } });
if (check.error) failed('candidate/check-credentials', check.response, check.error);
const otp = await mailedCode(email);
const verified = await client.POST('/client/api/v1/candidate/verify-email-otp', { body: { email, otp } });
if (verified.error) failed('candidate/verify-email-otp', verified.response, verified.error);
const ticket = verified.data.data;
if (!('registrationToken' in ticket)) throw new Error('verify-email-otp answered a session, not a registration ticket');
const registered = await client.POST('/client/api/v1/candidate/register', {
  body: {
    registrationToken: ticket.registrationToken,
    fullName: 'Budi Santoso',
    email,
    phone,
    password,
    termsAccepted: true,
  },
});
if (registered.error) failed('candidate/register', registered.response, registered.error);
const newUser = registered.data.data.user;

// Sign-in, then the profile with the session token.
const login = await client.POST('/client/api/v1/candidate/login', { body: { email, password } });
if (login.error) failed('candidate/login', login.response, login.error);
const signedIn = login.data.data;
if (!('token' in signedIn)) throw new Error('login answered ' + login.data.code + ' without a session');
const view = await client.GET('/client/api/v1/candidate/view', {
  headers: { Authorization: 'jwt ' + signedIn.token },
});
if (view.error) failed('candidate/view', view.response, view.error);
const profile = view.data.data;

// A guest list and its paginator.
const states = await client.POST('/client/api/v1/state/get-state-list/guest', {
  body: { countryCode: 'ID', limit: 10 },
});
if (states.error) failed('state/get-state-list/guest', states.response, states.error);
const totalDocs: number = states.data.paginator.totalDocs;
const stateNames: string[] = states.data.data.map((state) => state.name);

// A request that breaks a rule: 422 and the fields at fault.
const invalid = await client.POST('/client/api/v1/candidate/login', {
  body: { email: 'not-an-e-mail', password },
});
if (!invalid.error) throw new Error('login with an invalid e-mail answered HTTP ' + invalid.response.status);
const refused = invalid.error;
// The error is ErrorEnvelope | ValidationErrorEnvelope. openapi-fetch 0.17 (Readable<T> in openapi-typescript-helpers
// 0.1) drops properties typed only null, so ErrorEnvelope reads as { code, message }: 'data' in … picks the other.
if (!('data' in refused)) throw new Error('the 422 of login carries no field errors: ' + JSON.stringify(refused));
const fields: string[] = refused.data.errors.map((fault) => fault.field);
const firstField: string | undefined = refused.data.errors[0]?.field;

console.log(
  JSON.stringify({
    register: {
      status: registered.response.status,
      code: registered.data.code,
      email: newUser.email,
      role: newUser.role,
      fullName: newUser.fullName,
      hasToken: registered.data.data.token.length > 0,
    },
    login: { status: login.response.status, code: login.data.code, userId: signedIn.user.id },
    view: {
      status: view.response.status,
      code: view.data.code,
      id: profile.id,
      email: profile.email,
      fullName: profile.fullName,
      role: profile.role,
      phoneCode: profile.phoneCode,
      phone: profile.phone,
      isEmailVerified: profile.isEmailVerified,
    },
    states: { status: states.response.status, count: stateNames.length, names: stateNames, totalDocs, paginator: states.data.paginator },
    invalidLogin: { status: invalid.response.status, code: refused.code, firstField, fields },
  }),
);

/** Never called: the generated types must refuse what the API refuses (each line fails to compile if they are loose). */
type ViewEnvelope = paths['/client/api/v1/candidate/view']['get']['responses']['2XX']['content']['application/json'];
export function typeProbes(envelope: ViewEnvelope): void {
  // @ts-expect-error an e-mail is a string
  const wrongType: number = envelope.data.email;
  // @ts-expect-error a public user has no password hash
  const secret: unknown = envelope.data.passwordHash;
  // @ts-expect-error the login body has no such field
  void client.POST('/client/api/v1/candidate/login', { body: { email, pasword: password } });
  // @ts-expect-error no such path
  void client.GET('/client/api/v1/candidate/no-such-call');
  // @ts-expect-error the terms must be accepted (the literal true)
  void client.POST('/client/api/v1/candidate/register', { body: { registrationToken: '', fullName: '', email, phone, password, termsAccepted: false } });
  void wrongType;
  void secret;
}
`;

describe('a typed client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;
  let passed = false;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // createTestApp leaves the outbox worker off; the client waits for its mail, so deliver (to files) as it comes.
    t.app.deps.outbox.start(100);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server is not on a TCP port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    fs.mkdirSync(RUN_DIR, { recursive: true });
  });
  afterAll(async () => {
    await t?.close();
    // Kept when the test fails, to read the generated types, the client and the document.
    if (passed) fs.rmSync(RUN_DIR, { recursive: true, force: true });
  });

  it('compiles against the generated types and signs up, signs in, lists and reads a 422 over HTTP', async () => {
    // 1. The document, as a client sees it.
    const res = await fetch(`${baseUrl}/client/api/docs`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as OpenAPI3;
    expect(document.openapi).toMatch(/^3\.1\./);
    fs.writeFileSync(path.join(RUN_DIR, 'openapi.json'), JSON.stringify(document, null, 2));

    // 2. Its types.
    const ast = await openapiTS(document);
    const types = astToString(ast);
    fs.writeFileSync(path.join(RUN_DIR, 'api.d.ts'), types);
    for (const route of [
      '/client/api/v1/candidate/check-credentials',
      '/client/api/v1/candidate/verify-email-otp',
      '/client/api/v1/candidate/register',
      '/client/api/v1/candidate/login',
      '/client/api/v1/candidate/view',
      '/client/api/v1/state/get-state-list/guest',
    ]) {
      expect(types, `the document has no path ${route}`).toContain(`"${route}": {`);
    }

    // 3. The client, type-checked strictly against them: a document whose types cannot express these calls fails.
    fs.writeFileSync(path.join(RUN_DIR, 'client.ts'), CLIENT_SOURCE);
    const compiled = await run(
      TSC,
      [
        '--noEmit',
        '--strict',
        '--noUncheckedIndexedAccess',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--lib',
        'es2022,dom',
        '--types',
        'node',
        '--skipLibCheck',
        '--pretty',
        'false',
        path.join(RUN_DIR, 'client.ts'),
      ],
      { cwd: ROOT, timeout: 25_000 },
    ).then(
      () => '',
      (err: { stdout?: string; stderr?: string; message: string }) =>
        `${err.stdout ?? ''}${err.stderr ?? ''}`.trim() || err.message,
    );
    expect(
      compiled,
      `the client generated from /client/api/docs does not compile (files in ${RUN_DIR}):\n${compiled}`,
    ).toBe('');

    // 4. The client, run against the server.
    const email = `typed-${crypto.randomBytes(5).toString('hex')}@example.com`;
    const phoneNumber = `8${crypto.randomInt(100_000_000, 999_999_999)}`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'client.ts'], {
      cwd: RUN_DIR,
      timeout: 25_000,
      env: {
        ...process.env,
        API_BASE_URL: baseUrl,
        OUTBOX_DIR: path.join(t.config.dataDir, 'outbox'),
        SIGNUP_EMAIL: email,
        SIGNUP_PHONE: phoneNumber,
      },
    }).catch((err: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(
        `the typed client failed (files in ${RUN_DIR}):\n${err.stderr || err.stdout || err.message}`,
      );
    });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const seen = JSON.parse(lines[0]!);

    expect(seen.register).toEqual({
      status: 201,
      code: 'SUCCESS',
      email,
      role: 'CANDIDATE',
      fullName: 'Budi Santoso',
      hasToken: true,
    });
    expect(seen.login).toMatchObject({ status: 200, code: 'LOGIN' });
    expect(seen.view).toMatchObject({
      status: 200,
      id: seen.login.userId,
      email,
      fullName: 'Budi Santoso',
      role: 'CANDIDATE',
      phone: phoneNumber,
      isEmailVerified: true,
    });
    expect(seen.states.status).toBe(200);
    expect(seen.states.count).toBe(10);
    for (const name of seen.states.names) expect(name).toEqual(expect.any(String));
    expect(seen.states.totalDocs).toBeGreaterThanOrEqual(30);
    expect(seen.states.paginator).toMatchObject({
      limit: 10,
      page: 1,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(seen.invalidLogin).toMatchObject({ status: 422, firstField: 'email' });
    expect(seen.invalidLogin.fields).toContain('email');
    passed = true;
  }, 60_000);
});
