/**
 * One-time codes: 6 random digits, stored as an HMAC (never in clear), valid 2 minutes, at most 5 wrong tries;
 * then a new code is needed. A new code may be sent once the resend cooldown has passed.
 */
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { OTP_EXPIRY_MS, OTP_LENGTH, OTP_MAX_ATTEMPTS } from '../../../common/constants/limits.js';
import type { Db } from '../../db/connect.js';
import type { Database, Otp } from '../../db/database.js';
import { AppError } from '../../http/errors.js';

export const OTP_RESEND_COOLDOWN_MS = 30_000;

export type OtpPurpose = 'SIGN_UP' | 'FORGOT_PASSWORD';

export interface OtpKey {
  email: string;
  role: string;
  purpose: OtpPurpose;
}

export function hashCode(secret: Uint8Array, key: OtpKey, code: string): string {
  // The key is part of the MAC: a code for one purpose or address is worthless for another.
  return crypto
    .createHmac('sha256', secret)
    .update(`${key.purpose}:${key.role}:${key.email}:${code}`)
    .digest('hex');
}

function newCode(): string {
  return String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function findOtp(db: Db | Transaction<Database>, key: OtpKey): Promise<Otp | undefined> {
  return db
    .selectFrom('otps')
    .selectAll()
    .where('email', '=', key.email)
    .where('role', '=', key.role)
    .where('purpose', '=', key.purpose)
    .executeTakeFirst();
}

/** Seconds until a new code may be sent for this key (0 when it may be sent now). */
export function cooldownLeft(row: Otp | undefined, now = Date.now()): number {
  if (!row || row.consumedAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(row.sentAt) + OTP_RESEND_COOLDOWN_MS - now) / 1000));
}

/** Replaces any code for the key with a new one and returns it (to be mailed in the same transaction). */
export async function issueOtp(trx: Transaction<Database>, secret: Uint8Array, key: OtpKey): Promise<string> {
  const code = newCode();
  const now = new Date();
  await trx
    .deleteFrom('otps')
    .where('email', '=', key.email)
    .where('role', '=', key.role)
    .where('purpose', '=', key.purpose)
    .execute();
  await trx
    .insertInto('otps')
    .values({
      ...key,
      codeHash: hashCode(secret, key, code),
      attempts: 0,
      sentAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + OTP_EXPIRY_MS).toISOString(),
      verifiedAt: null,
      consumedAt: null,
    })
    .execute();
  return code;
}

/**
 * Checks a code. Every try, right or wrong, first claims one of the OTP_MAX_ATTEMPTS with a single conditional
 * UPDATE, and only a try that got one is compared: the count and the check are one atomic step, so a burst of
 * parallel guesses cannot all be judged against the same count read before any of them was counted. The claim is
 * committed before an error is thrown, so callers must not run this inside a transaction they roll back.
 */
export async function verifyOtp(db: Db, secret: Uint8Array, key: OtpKey, code: string): Promise<Otp> {
  const row = await findOtp(db, key);
  if (!row || row.consumedAt) throw new AppError(400, 'ERROR', 'account:otpMissing');
  if (row.expiresAt <= new Date().toISOString()) throw new AppError(400, 'ERROR', 'account:otpExpired');

  const claimed = await db
    .updateTable('otps')
    .set({ attempts: sql<number>`"attempts" + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('consumedAt', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) throw new AppError(400, 'ERROR', 'account:otpExhausted');

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, key, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    const left = OTP_MAX_ATTEMPTS - claimed.attempts;
    throw left > 0
      ? new AppError(400, 'ERROR', 'account:otpWrong', { count: left })
      : new AppError(400, 'ERROR', 'account:otpExhausted');
  }
  const verifiedAt = new Date().toISOString();
  await db.updateTable('otps').set({ verifiedAt }).where('id', '=', row.id).execute();
  return { ...row, verifiedAt };
}

/** Marks a verified code used, once: false when it was already used (a replayed ticket). */
export async function consumeOtp(trx: Transaction<Database>, otpId: number): Promise<boolean> {
  const result = await trx
    .updateTable('otps')
    .set({ consumedAt: new Date().toISOString() })
    .where('id', '=', otpId)
    .where('verifiedAt', 'is not', null)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
