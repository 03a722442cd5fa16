/**
 * Helpers of the account tests: calls by role module and action (each from its own client address unless told,
 * so the per-address rate limits only bite the test that aims at them), the mail queued in the outbox, and users
 * seeded straight into the database.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../common/api/envelope.js';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import { hashPassword } from '../../../server/auth/passwords.js';
import type { Role } from '../../../server/auth/sessions.js';
import { insertUser } from '../../../server/modules/accounts/repository.js';
import { createCompanyFor } from '../../../server/modules/company/repository.js';

export type AccountModule = 'candidate' | 'employer';

export const ROLES: { role: Role; module: AccountModule; other: AccountModule; otherRole: Role }[] = [
  { role: 'CANDIDATE', module: 'candidate', other: 'employer', otherRole: 'EMPLOYER' },
  { role: 'EMPLOYER', module: 'employer', other: 'candidate', otherRole: 'CANDIDATE' },
];

export const PASSWORD = 'Kopi-Tubruk42';

let ipCounter = 0;
/** A client address of its own (rate limits count per address). */
export function newIp(): string {
  ipCounter += 1;
  const n = ipCounter + (process.pid % 200) * 65_536;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
export const uniquePhone = () => ({ code: '+62', number: `8${crypto.randomInt(100_000_000, 999_999_999)}` });

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Sent as `Authorization: jwt <token>`. */
  token?: string;
  lng?: 'en' | 'id';
  ip?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  cookies: {
    name: string;
    value: string;
    httpOnly?: boolean;
    path?: string;
    maxAge?: number;
    sameSite?: string;
  }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
export async function call<T = any>(
  app: FastifyInstance,
  module: string,
  action: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const def = findRoute(module, action);
  if (!def) throw new Error(`no route ${module}.${action}`);
  const res = await app.inject({
    method: def.method,
    url: routeUrl(def, options.params ?? {}),
    remoteAddress: options.ip ?? newIp(),
    headers: {
      ...(options.lng ? { lng: options.lng } : {}),
      ...(options.token ? { authorization: `jwt ${options.token}` } : {}),
      ...(options.headers ?? {}),
    },
    ...(def.method === 'GET' ? {} : { payload: (options.body ?? {}) as object }),
  });
  return {
    status: res.statusCode,
    body: res.json() as Envelope<T>,
    cookies: res.cookies as CallResult<T>['cookies'],
  };
}

export interface QueuedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail queued (not yet sent) for an address, oldest first. */
export async function queuedMail(app: FastifyInstance, to: string): Promise<QueuedMail[]> {
  const rows = await app.deps.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'mail')
    .orderBy('id')
    .execute();
  return rows
    .map((row) => ({ id: row.id, ...(JSON.parse(row.payload) as Omit<QueuedMail, 'id'>) }))
    .filter((mail) => mail.to === to.toLowerCase());
}

/** The code of the latest mail to the address that carries one. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const mails = await queuedMail(app, to);
  for (const mail of mails.reverse()) {
    const match = /^(\d{6})$/m.exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no code mailed to ${to}`);
}

export function registerBody(module: AccountModule, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Budi Santoso',
    email: uniqueEmail(module),
    phone: uniquePhone(),
    password: PASSWORD,
    termsAccepted: true,
    ...(module === 'employer' ? { companyName: 'PT Maju Jaya' } : {}),
    ...overrides,
  };
}

/** check-credentials → the mailed code → verify-email-otp: the registration token for the address. */
export async function registrationToken(
  app: FastifyInstance,
  module: AccountModule,
  email: string,
  phone = uniquePhone(),
  lng: 'en' | 'id' = 'en',
): Promise<string> {
  const check = await call(app, module, 'checkCredentials', { body: { email, phone }, lng });
  if (check.status !== 200) throw new Error(`check-credentials: ${check.status} ${check.body.message}`);
  const otp = await lastCode(app, email);
  const verified = await call(app, module, 'verifyEmailOtp', { body: { email, otp } });
  if (verified.status !== 200)
    throw new Error(`verify-email-otp: ${verified.status} ${verified.body.message}`);
  return verified.body.data.registrationToken as string;
}

/** The whole sign-up through the API; returns the session of the new account. */
export async function registerViaApi(
  app: FastifyInstance,
  module: AccountModule,
  overrides: Record<string, unknown> = {},
  lng: 'en' | 'id' = 'en',
) {
  const body = registerBody(module, overrides);
  const ticket = await registrationToken(app, module, body.email as string, body.phone as never, lng);
  const res = await call(app, module, 'register', { body: { ...body, registrationToken: ticket }, lng });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.body.message}`);
  return {
    email: (body.email as string).toLowerCase(),
    password: body.password as string,
    token: res.body.data.token as string,
    user: res.body.data.user as { id: number; status: string; role: string },
    res,
  };
}

/** A user written straight into the database, with a real password hash. */
export async function seedUser(
  app: FastifyInstance,
  role: Role,
  options: { verified?: boolean; status?: string; password?: string; lng?: string; email?: string } = {},
) {
  const now = new Date().toISOString();
  const email = options.email ?? uniqueEmail(role.toLowerCase());
  const password = options.password ?? PASSWORD;
  const phone = uniquePhone();
  const user = await insertUser(app.deps.db, {
    role,
    email,
    fullName: 'Siti Aminah',
    phoneCode: phone.code.slice(1),
    phone: phone.number,
    companyName: role === 'EMPLOYER' ? 'CV Sejahtera' : null,
    passwordHash: await hashPassword(password),
    status: options.status ?? 'APPROVED',
    isEmailVerified: options.verified === false ? 0 : 1,
    lng: options.lng ?? 'en',
    termsAcceptedAt: now,
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (role === 'EMPLOYER') await createCompanyFor(app.deps.db, user.id, 'CV Sejahtera', now);
  return { id: user.id, email, password, phone };
}

/** Signs a seeded or registered user in through the API and returns the token. */
export async function login(app: FastifyInstance, module: AccountModule, email: string, password: string) {
  const res = await call(app, module, 'login', { body: { email, password } });
  if (res.status !== 200 || res.body.code !== 'LOGIN')
    throw new Error(`login: ${res.status} ${res.body.message}`);
  return res.body.data.token as string;
}

/** Deletes a user row outright (an account gone from the database), with the company membership that refers to it. */
export async function removeUser(app: FastifyInstance, userId: number): Promise<void> {
  await app.deps.db.deleteFrom('companyMembers').where('userId', '=', userId).execute();
  await app.deps.db.deleteFrom('users').where('id', '=', userId).execute();
}
