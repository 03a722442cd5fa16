/**
 * Sessions: every token is a signed JWT naming a session row, so a token can be revoked (logout, password
 * change) before it expires. Verification costs one indexed lookup.
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/connect.js';
import type { User } from '../db/database.js';
import type { Language } from '../../common/locales/index.js';

export type Role = 'CANDIDATE' | 'EMPLOYER';

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  fullName: string;
  status: string;
  lng: string;
  sessionId: string;
}

/**
 * Why a token opens no session, for the sentence of the 401 (the app shows it on the sign-in page): its time ran out,
 * its account was declined (the administrator's decline ends every session of the employer), or it was ended
 * otherwise (logout, password change or reset elsewhere; a forged or unknown token).
 */
export type SessionEnd = 'expired' | 'declined' | 'ended';

/** The message key of each SessionEnd (the 401 UNAUTHENTICATED answer's message). */
export const SESSION_END_MESSAGE: Record<SessionEnd, string> = {
  expired: 'account:sessionExpired',
  declined: 'account:sessionDeclined',
  ended: 'errorMsg:unauthenticated',
};

export interface SessionService {
  create(user: Pick<User, 'id' | 'role'>, meta?: { userAgent?: string; ip?: string }): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
  /** Why verify() refused the token (only asked after it did). */
  whyEnded(token: string): Promise<SessionEnd>;
  revoke(sessionId: string): Promise<void>;
  revokeAllFor(userId: number, exceptSessionId?: string): Promise<void>;
  /** The language the account's mails are written in, now `lng` (the one its owner uses the app in). */
  rememberLanguage(userId: number, lng: Language): Promise<void>;
}

export function sessionService(db: Db, secret: Uint8Array, sessionDays: number): SessionService {
  return {
    async create(user, meta = {}) {
      const id = crypto.randomBytes(24).toString('base64url');
      const now = new Date();
      const expires = new Date(now.getTime() + sessionDays * 86_400_000);
      await db
        .insertInto('sessions')
        .values({
          id,
          userId: user.id,
          createdAt: now.toISOString(),
          expiresAt: expires.toISOString(),
          revokedAt: null,
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          ip: meta.ip ?? null,
        })
        .execute();
      return new SignJWT({ sid: id, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(secret);
    },

    async verify(token) {
      let sid: unknown;
      try {
        ({
          payload: { sid },
        } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
      } catch {
        return null;
      }
      if (typeof sid !== 'string') return null;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select([
          'users.id',
          'users.role',
          'users.email',
          'users.fullName',
          'users.status',
          'users.lng',
          'sessions.expiresAt',
          'sessions.revokedAt',
          'users.deletedAt',
        ])
        .where('sessions.id', '=', sid)
        .executeTakeFirst();
      if (!row || row.revokedAt || row.deletedAt || row.expiresAt <= new Date().toISOString()) return null;
      // A declined account has no sessions (the decline revokes them; this holds should one have been missed).
      if (row.status === 'DECLINED') return null;
      return {
        id: row.id,
        role: row.role as Role,
        email: row.email,
        fullName: row.fullName,
        status: row.status,
        lng: row.lng,
        sessionId: sid,
      };
    },

    async whyEnded(token) {
      let sid: unknown;
      try {
        ({
          payload: { sid },
        } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
      } catch (err) {
        // Our own token whose time ran out (jose checks the signature before the expiry).
        return (err as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'ended';
      }
      if (typeof sid !== 'string') return 'ended';
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select(['users.status', 'users.deletedAt', 'sessions.expiresAt', 'sessions.revokedAt'])
        .where('sessions.id', '=', sid)
        .executeTakeFirst();
      if (!row || row.deletedAt) return 'ended';
      if (row.status === 'DECLINED') return 'declined';
      if (!row.revokedAt && row.expiresAt <= new Date().toISOString()) return 'expired';
      return 'ended';
    },

    async revoke(sessionId) {
      await db
        .updateTable('sessions')
        .set({ revokedAt: new Date().toISOString() })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
    },

    async revokeAllFor(userId, exceptSessionId) {
      let query = db
        .updateTable('sessions')
        .set({ revokedAt: new Date().toISOString() })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null);
      if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
      await query.execute();
    },

    async rememberLanguage(userId, lng) {
      await db.updateTable('users').set({ lng }).where('id', '=', userId).execute();
    },
  };
}

/** `Authorization: jwt <token>` (the spec's prefix); `Bearer` is accepted too for API clients. */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^(?:jwt|bearer)\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
