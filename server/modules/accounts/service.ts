/**
 * The account flows of spec §4 for both roles: sign-up with e-mail OTP, sign-in (with the not-verified path),
 * password reset and change, sign-out. Routes are thin; the rules are here.
 */
import type * as v from 'valibot';
import type {
  candidateRegister,
  changePassword as changePasswordSchema,
  checkCredentials as checkCredentialsSchema,
  employerRegister,
  login as loginSchema,
  resetPassword as resetPasswordSchema,
} from '../../../common/schemas/accounts.js';
import type { Language } from '../../../common/locales/index.js';
import { OTP_EXPIRY_MS } from '../../../common/constants/limits.js';
import { passwordDiffersFromEmail } from '../../../common/schemas/password.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { AuthUser, Role } from '../../auth/sessions.js';
import { signTicket, verifyTicket } from '../../auth/tickets.js';
import type { Deps } from '../../deps.js';
import { AppError, duplicate, forbidden, notFound, validationError } from '../../http/errors.js';
import {
  loginLockedMail,
  otpMail,
  passwordChangedMail,
  welcomeMail,
  type OtpPurpose,
} from '../../mail/templates/account.js';
import { createCompanyFor } from '../company/repository.js';
import { consumeOtp, cooldownLeft, findOtp, issueOtp, verifyOtp } from './otp.js';
import {
  LOGIN_FREE_FAILURES,
  assertNotLocked,
  clearFailures,
  lockDuration,
  recordFailure,
} from './throttle.js';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  phoneTaken,
  publicUser,
  setPassword,
} from './repository.js';
import { forgetDevice, rememberDevice } from '../push/service.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';

const REGISTER_TICKET_SECONDS = 30 * 60;
const RESET_TICKET_SECONDS = 15 * 60;

type RequestMeta = { userAgent?: string; ip?: string };

async function ensureFree(deps: Deps, email: string, phone: { code: string; number: string }) {
  if (await emailTaken(deps.db, email)) throw duplicate('account:emailTaken');
  if (await phoneTaken(deps.db, phone.code, phone.number)) throw duplicate('account:phoneTaken');
}

/** Sends a code unless one was sent moments ago (then the earlier code is still valid and on its way). */
async function sendCode(
  deps: Deps,
  lng: Language,
  email: string,
  role: Role,
  purpose: OtpPurpose,
  force: boolean,
) {
  const key = { email, role, purpose };
  const wait = cooldownLeft(await findOtp(deps.db, key));
  if (wait > 0) {
    if (force) throw new AppError(429, 'ERROR', 'account:otpCooldown', { count: wait });
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    const code = await issueOtp(trx, deps.secret, key);
    // Somebody waits for this mail, and it is worthless once the code has expired: urgent, and dropped unsent then.
    await deps.outbox.enqueue(
      trx,
      'mail',
      { to: email, ...otpMail(lng, code, purpose) },
      { priority: 'urgent', expiresAt: new Date(Date.now() + OTP_EXPIRY_MS) },
    );
  });
}

/** Opens a session for the user as employer/login and candidate/login do (team invitations use it too). */
export async function signIn(
  deps: Deps,
  userId: number,
  role: Role,
  meta: RequestMeta,
  deviceToken?: string,
) {
  const token = await deps.sessions.create({ id: userId, role }, meta);
  const now = new Date().toISOString();
  await deps.db.updateTable('users').set({ lastLoginAt: now }).where('id', '=', userId).execute();
  await rememberDevice(deps.db, deps.config, userId, deviceToken);
  const user = await findUserById(deps.db, userId);
  return { token, user: publicUser(user!) };
}

export function accountService(deps: Deps, role: Role) {
  return {
    async checkCredentials(lng: Language, input: v.InferOutput<typeof checkCredentialsSchema>) {
      const email = normalizeEmail(input.email);
      await ensureFree(deps, email, input.phone);
      await sendCode(deps, lng, email, role, 'SIGN_UP', false);
      return { email };
    },

    async resendOtp(lng: Language, emailInput: string, purpose: OtpPurpose) {
      const email = normalizeEmail(emailInput);
      if (purpose === 'FORGOT_PASSWORD') {
        // Same answer whether or not the account exists; only real accounts get a code. No 429 inside the cooldown
        // either (an unknown address never has one, so a 429 would tell which addresses have accounts): the code
        // sent moments ago is still valid.
        const user = await findUserByEmail(deps.db, email);
        if (user?.role === role) await sendCode(deps, lng, email, role, purpose, false);
        return { email };
      }
      await sendCode(deps, lng, email, role, purpose, true);
      return { email };
    },

    /**
     * Verifies a sign-up code. For a new address it answers with a registration ticket; for an existing account
     * that was never verified (the NOT_VERIFIED sign-in path) it verifies the account and signs it in.
     */
    async verifyEmailOtp(input: { email: string; otp: string }, meta: RequestMeta) {
      const email = normalizeEmail(input.email);
      const otp = await verifyOtp(deps.db, deps.secret, { email, role, purpose: 'SIGN_UP' }, input.otp);
      const existing = await findUserByEmail(deps.db, email);
      if (existing && existing.role === role && !existing.isEmailVerified) {
        // The code proves the address, not that the account may sign in: a declined account stays out (as at login).
        if (existing.status === 'DECLINED') throw forbidden('account:accountDeclined');
        await deps.db.transaction().execute(async (trx) => {
          await consumeOtp(trx, otp.id);
          await trx
            .updateTable('users')
            .set({ isEmailVerified: 1, updatedAt: new Date().toISOString() })
            .where('id', '=', existing.id)
            .execute();
        });
        return { email, ...(await signIn(deps, existing.id, role, meta)) };
      }
      const registrationToken = await signTicket(
        deps.secret,
        { purpose: 'register', email, role, otpId: otp.id },
        REGISTER_TICKET_SECONDS,
      );
      return { email, registrationToken };
    },

    async register(
      lng: Language,
      input: v.InferOutput<typeof candidateRegister> | v.InferOutput<typeof employerRegister>,
      meta: RequestMeta,
    ) {
      const email = normalizeEmail(input.email);
      const ticket = await verifyTicket(deps.secret, 'register', input.registrationToken);
      if (!ticket || ticket.email !== email || ticket.role !== role)
        throw new AppError(400, 'ERROR', 'account:registrationExpired');
      await ensureFree(deps, email, input.phone);
      const passwordHash = await hashPassword(input.password);
      const now = new Date().toISOString();
      const autoApprove = role === 'CANDIDATE';
      const user = await deps.db
        .transaction()
        .execute(async (trx) => {
          if (!(await consumeOtp(trx, ticket.otpId)))
            throw new AppError(400, 'ERROR', 'account:registrationExpired');
          const created = await insertUser(trx, {
            role,
            email,
            fullName: input.fullName,
            phoneCode: input.phone.code,
            phone: input.phone.number,
            companyName: 'companyName' in input ? input.companyName : null,
            passwordHash,
            status: autoApprove ? 'APPROVED' : 'PENDING',
            isEmailVerified: 1,
            lng,
            termsAcceptedAt: now,
            passwordChangedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          // An employer registers a company: it is that company's first admin (team members join it later).
          if (role === 'EMPLOYER') {
            await createCompanyFor(trx, created.id, created.companyName || created.fullName, now);
          }
          await deps.outbox.enqueue(trx, 'mail', { to: email, ...welcomeMail(lng, created.fullName, role) });
          return created;
        })
        .catch(async (err: unknown) => {
          // A parallel sign-up with this address or number won the race since ensureFree: 409, not 500.
          if (!isUniqueViolation(err)) throw err;
          throw duplicate((await emailTaken(deps.db, email)) ? 'account:emailTaken' : 'account:phoneTaken');
        });
      return {
        session: await signIn(deps, user.id, role, meta, input.deviceToken),
        pending: user.status === 'PENDING',
      };
    },

    /**
     * LOGIN with a session; NOT_VERIFIED (and a fresh code) for an account whose e-mail was never proven. An account
     * of the other role is named as such (409 REDIRECT: it exists, on the other side), but only after its password
     * matched: without the password the answer is the wrong-password one, so it tells nothing about the address.
     */
    async login(lng: Language, input: v.InferOutput<typeof loginSchema>, meta: RequestMeta) {
      const email = normalizeEmail(input.email);
      await assertNotLocked(deps.db, email);
      const user = await findUserByEmail(deps.db, email);
      // The hash is checked for an account of either role (and a dummy one without an account): same work, same time.
      const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !matches) {
        // The brake counts per address typed, at either door: guesses at the wrong one pause the account as well.
        const { locked } = await recordFailure(deps.db, email);
        if (locked && user) {
          const mail = loginLockedMail(
            lngOf(user.lng, lng),
            user.fullName,
            lockDuration(LOGIN_FREE_FAILURES) / 60_000,
          );
          await deps.outbox.enqueue(deps.db, 'mail', { to: user.email, ...mail });
        }
        throw new AppError(401, 'ERROR', 'account:loginWrong');
      }
      // The right password proves this is no guess: the count starts again, as after any sign-in.
      await clearFailures(deps.db, email);
      if (user.role !== role) {
        const side = user.role === 'EMPLOYER' ? 'account:otherSideEmployer' : 'account:otherSideCandidate';
        throw new AppError(409, 'REDIRECT', side);
      }
      if (user.status === 'DECLINED') throw forbidden('account:accountDeclined');
      if (!user.isEmailVerified) {
        await sendCode(deps, lng, user.email, role, 'SIGN_UP', false);
        return { kind: 'NOT_VERIFIED' as const, email: user.email };
      }
      return { kind: 'LOGIN' as const, ...(await signIn(deps, user.id, role, meta, input.deviceToken)) };
    },

    async forgetPassword(lng: Language, emailInput: string) {
      const email = normalizeEmail(emailInput);
      const user = await findUserByEmail(deps.db, email);
      // No enumeration: the same answer, and no error on cooldown, whether or not the account exists.
      if (user?.role === role) await sendCode(deps, lng, email, role, 'FORGOT_PASSWORD', false);
      return { email };
    },

    async verifyResetOtp(input: { email: string; otp: string }) {
      const email = normalizeEmail(input.email);
      const otp = await verifyOtp(
        deps.db,
        deps.secret,
        { email, role, purpose: 'FORGOT_PASSWORD' },
        input.otp,
      );
      const resetToken = await signTicket(
        deps.secret,
        { purpose: 'reset', email, role, otpId: otp.id },
        RESET_TICKET_SECONDS,
      );
      return { email, resetToken };
    },

    async resetPassword(lng: Language, input: v.InferOutput<typeof resetPasswordSchema>) {
      const email = normalizeEmail(input.email);
      const ticket = await verifyTicket(deps.secret, 'reset', input.resetToken);
      const user = await findUserByEmail(deps.db, email);
      if (!ticket || ticket.email !== email || ticket.role !== role || !user)
        throw new AppError(400, 'ERROR', 'account:resetExpired');
      const passwordHash = await hashPassword(input.password);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await consumeOtp(trx, ticket.otpId))) throw new AppError(400, 'ERROR', 'account:resetExpired');
        await setPassword(trx, user.id, passwordHash);
        // The reset code was read from the mailbox: the address is proven, so no second code at the next sign-in.
        if (!user.isEmailVerified)
          await trx.updateTable('users').set({ isEmailVerified: 1 }).where('id', '=', user.id).execute();
        await deps.outbox.enqueue(trx, 'mail', {
          to: email,
          ...passwordChangedMail(lngOf(user.lng, lng), user.fullName),
        });
      });
      // Whoever knew the old password is signed out everywhere; the owner, who proved the mailbox, may sign in now.
      await deps.sessions.revokeAllFor(user.id);
      await clearFailures(deps.db, email);
    },

    async changePassword(
      lng: Language,
      current: AuthUser,
      targetId: number,
      input: v.InferOutput<typeof changePasswordSchema>,
    ) {
      if (targetId !== current.id) throw forbidden();
      const user = await findUserById(deps.db, current.id);
      if (!user) throw notFound();
      if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
        throw new AppError(400, 'ERROR', 'account:oldPasswordWrong');
      if (!passwordDiffersFromEmail({ email: user.email, password: input.newPassword }))
        throw validationError(lng, [{ field: 'newPassword', key: 'passwordSameAsEmail' }]);
      const passwordHash = await hashPassword(input.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, passwordHash);
        await deps.outbox.enqueue(trx, 'mail', {
          to: user.email,
          ...passwordChangedMail(lngOf(user.lng, lng), user.fullName),
        });
      });
      await deps.sessions.revokeAllFor(user.id, current.sessionId);
    },

    async view(current: AuthUser) {
      const user = await findUserById(deps.db, current.id);
      if (!user) throw notFound();
      return publicUser(user);
    },

    async logout(current: AuthUser, fcmToken: string | undefined) {
      await deps.sessions.revoke(current.sessionId);
      await forgetDevice(deps.db, current.id, fcmToken);
    },
  };
}

const lngOf = (stored: string, fallback: Language): Language =>
  stored === 'id' || stored === 'en' ? stored : fallback;

/**
 * For employer writes that need an approved profile (posting jobs): 403 with the original server's message otherwise
 * (the app shows its own sentence, errorMsg:approvalRequired, before the employer gets that far).
 */
export function requireApprovedEmployer(user: AuthUser): void {
  if (user.role !== 'EMPLOYER' || user.status !== 'APPROVED') throw forbidden('errorMsg:jobApprovalRequired');
}
