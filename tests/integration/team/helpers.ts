/** Helpers of the team tests: invitations through the API, the link read from the queued mail, rows to compare. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type CallOptions, call, queuedMail, uniqueEmail } from '../accounts/helpers.js';

export { employer, recruiterOf, type Employer } from '../company/helpers.js';

export const NEW_PASSWORD = 'Rendang-Padang77';

type Who = { headers: Record<string, string> };

/** A team call as `who` (each from its own client address). */
export function teamCall(
  app: FastifyInstance,
  action: 'list' | 'add' | 'update' | 'partialUpdate' | 'softDelete',
  who: Who | undefined,
  options: Omit<CallOptions, 'headers'> = {},
) {
  return call(app, 'teamMembers', action, { ...options, headers: who?.headers ?? {} });
}

/** Invites a person through team-members/add and returns the answer, the address and the link's token. */
export async function invite(
  app: FastifyInstance,
  admin: Who,
  body: { fullName?: string; email?: string; role?: string; jobTitle?: string | null } = {},
  lng: 'en' | 'id' = 'en',
) {
  const email = body.email ?? uniqueEmail('member');
  const res = await teamCall(app, 'add', admin, {
    body: { fullName: 'Dewi Lestari', role: 'RECRUITER', ...body, email },
    lng,
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`team-members/add: ${res.status} ${res.body.message}`);
  return {
    res,
    email: email.toLowerCase(),
    id: res.body.data.id as number,
    token: await linkToken(app, email),
  };
}

/** The token of the latest invitation link mailed to the address. */
export async function linkToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = await queuedMail(app, email);
  for (const mail of mails.reverse()) {
    const match = /\/employer\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no invitation mailed to ${email}`);
}

export function accept(
  app: FastifyInstance,
  token: string,
  password = NEW_PASSWORD,
  options: { lng?: 'en' | 'id'; ip?: string; confirmPassword?: string } = {},
) {
  return call(app, 'employer', 'acceptInvitation', {
    body: { token, password, confirmPassword: options.confirmPassword ?? password },
    ...(options.lng ? { lng: options.lng } : {}),
    ...(options.ip ? { ip: options.ip } : {}),
  });
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** What a team change could touch, to show that a refused call changed nothing. */
export async function snapshot(app: FastifyInstance, companyId: number) {
  const db = app.deps.db;
  const [members, users, invitations] = await Promise.all([
    db
      .selectFrom('companyMembers')
      .selectAll()
      .where('companyId', '=', companyId)
      .orderBy('userId')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'fullName', 'email', 'passwordHash', 'deletedAt', 'isEmailVerified'])
      .where('id', 'in', (eb) =>
        eb.selectFrom('companyMembers').select('userId').where('companyId', '=', companyId),
      )
      .orderBy('id')
      .execute(),
    db.selectFrom('teamInvitations').selectAll().where('companyId', '=', companyId).orderBy('id').execute(),
  ]);
  return { members, users, invitations };
}

/** The status of a member as the list shows it to an admin. */
export async function listed(app: FastifyInstance, admin: Who, search = '') {
  const res = await teamCall(app, 'list', admin, { body: { search, limit: 50 } });
  if (res.status !== 200) throw new Error(`team-members/list: ${res.status} ${res.body.message}`);
  return res.body.data as {
    id: number;
    email: string;
    status: string;
    role: string;
    jobTitle: string | null;
  }[];
}
