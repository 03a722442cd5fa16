/**
 * The account calls of both roles (candidate/…, employer/…), the app's own session routes (/api/userData,
 * /api/logout) and the device-token call. Sign-in and code calls are rate-limited per client address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as schemas from '../../../common/schemas/accounts.js';
import { type Role, SESSION_END_MESSAGE, tokenFromHeader } from '../../auth/sessions.js';
import { clearCookie, cookieOf, setCookie } from '../../http/cookies.js';
import { defineRoute } from '../../http/define.js';
import { forbidden, unauthenticated } from '../../http/errors.js';
import { requestLanguage, translator } from '../../http/language.js';
import { employerCompanyOf } from '../company/service.js';
import { jobTitleOf } from '../team/repository.js';
import { findUserById, publicUser } from './repository.js';
import { accountService } from './service.js';
import { ownView as candidateView } from '../candidateProfile/service.js';

export const LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  code: { max: 10, timeWindow: '10 minutes' },
  verify: { max: 20, timeWindow: '10 minutes' },
};

const TOKEN_COOKIE = 'token';

export function meta(req: FastifyRequest) {
  return { userAgent: req.headers['user-agent'], ip: req.ip };
}

/**
 * The session also travels as an httpOnly cookie so the app can recover it from /api/userData. It is Secure whenever
 * the site is served over https (SITE_URL), not only when this hop was: TLS usually ends at a proxy in front.
 */
export function setTokenCookie(req: FastifyRequest, reply: FastifyReply, token: string, days: number) {
  setCookie(reply, TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https' || !!req.server.deps.config.siteUrl?.startsWith('https:'),
    path: '/',
    maxAge: days * 86_400,
  });
}

/**
 * A cookie-authenticated call with a side effect must come from our own pages. Browsers send `Sec-Fetch-Site` (and
 * `Origin` on every cross-site POST); a cross-site form can post text/plain without either check, never JSON
 * without a CORS preflight, so JSON is required as well.
 */
function assertSameSite(req: FastifyRequest): void {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const ownOrigins = [req.server.deps.config.siteUrl, `${req.protocol}://${req.host}`];
  const json = /^application\/json\b/i.test(req.headers['content-type'] ?? '');
  const sameSite = site === undefined || site === 'same-origin' || site === 'none';
  if (!json || !sameSite || (origin !== undefined && !ownOrigins.includes(origin)))
    throw forbidden('errorMsg:crossSite');
}

function accountRoutes(app: FastifyInstance, module: 'candidate' | 'employer', role: Role) {
  const service = () => accountService(app.deps, role);
  const days = () => app.deps.config.sessionDays;

  defineRoute(app, module, 'checkCredentials', {
    schema: schemas.checkCredentials,
    rateLimit: LIMITS.code,
    handler: async ({ input, lng }) => {
      const data = await service().checkCredentials(lng, input);
      return { data, message: 'account:otpSent', messageVars: { email: data.email } };
    },
  });

  defineRoute(app, module, 'resendOtp', {
    schema: schemas.resendOtp,
    rateLimit: LIMITS.code,
    handler: async ({ input, lng }) => {
      const data = await service().resendOtp(lng, input.email, input.purpose);
      return { data, message: 'account:otpResent', messageVars: { email: data.email } };
    },
  });

  defineRoute(app, module, 'verifyEmailOtp', {
    schema: schemas.verifyOtp,
    rateLimit: LIMITS.verify,
    handler: async ({ input, req, reply }) => {
      const data = await service().verifyEmailOtp(input, meta(req));
      if ('token' in data) setTokenCookie(req, reply, data.token, days());
      return { code: 'OTP_VERIFIED', data, message: 'account:otpVerified' };
    },
  });

  defineRoute(app, module, 'register', {
    schema: role === 'EMPLOYER' ? schemas.employerRegister : schemas.candidateRegister,
    rateLimit: LIMITS.code,
    handler: async ({ input, lng, req, reply }) => {
      const { session, pending } = await service().register(lng, input, meta(req));
      setTokenCookie(req, reply, session.token, days());
      return {
        status: 201,
        data: session,
        message: pending ? 'account:registeredPending' : 'account:registered',
      };
    },
  });

  defineRoute(app, module, 'login', {
    schema: schemas.login,
    rateLimit: LIMITS.login,
    // 409 REDIRECT: the account exists on the other side (told only with its right password).
    errors: [409],
    handler: async ({ input, lng, req, reply }) => {
      const result = await service().login(lng, input, meta(req));
      if (result.kind === 'NOT_VERIFIED') {
        return {
          code: 'NOT_VERIFIED',
          data: { email: result.email },
          message: 'account:notVerified',
          messageVars: { email: result.email },
        };
      }
      setTokenCookie(req, reply, result.token, days());
      return { code: 'LOGIN', data: { token: result.token, user: result.user }, message: 'account:loggedIn' };
    },
  });

  defineRoute(app, module, 'forgetPassword', {
    schema: schemas.forgetPassword,
    rateLimit: LIMITS.code,
    handler: async ({ input, lng }) => {
      const data = await service().forgetPassword(lng, input.email);
      return {
        code: 'FORGOT_PASSWORD',
        data,
        message: 'account:resetCodeSent',
        messageVars: { email: data.email },
      };
    },
  });

  defineRoute(app, module, 'verifyResetPasswordOtp', {
    schema: schemas.verifyOtp,
    rateLimit: LIMITS.verify,
    handler: async ({ input }) => ({
      code: 'OTP_VERIFIED',
      data: await service().verifyResetOtp(input),
      message: 'account:otpVerified',
    }),
  });

  defineRoute(app, module, 'resetPassword', {
    schema: schemas.resetPassword,
    rateLimit: LIMITS.code,
    handler: async ({ input, lng }) => {
      await service().resetPassword(lng, input);
      return { data: null, message: 'account:passwordReset' };
    },
  });

  defineRoute(app, module, 'changePassword', {
    schema: schemas.changePassword,
    rateLimit: LIMITS.login,
    handler: async ({ input, lng, user, params }) => {
      await service().changePassword(lng, user!, Number(params.id), input);
      return { data: null, message: 'account:passwordChanged' };
    },
  });

  defineRoute(app, module, 'view', {
    handler: async ({ user, deps, lng }) => {
      // A candidate also gets the profile, with its completion.
      if (module === 'candidate')
        return { data: await candidateView(deps.db, user!.id, lng), message: 'messages:fetched' };
      // An employer also gets its company, with the completion its app writes to the profilePercent cookie.
      const data = await service().view(user!);
      return {
        data: {
          ...data,
          company: await employerCompanyOf(deps.db, user!.id),
          jobTitle: await jobTitleOf(deps.db, user!.id),
        },
        message: 'messages:fetched',
      };
    },
  });

  defineRoute(app, module, 'logout', {
    schema: schemas.logout,
    handler: async ({ input, user }) => {
      await service().logout(user!, input.fcmToken);
      return { data: null, message: 'account:loggedOut' };
    },
  });
}

export const accountsPlugin = fp(async (app: FastifyInstance) => {
  accountRoutes(app, 'candidate', 'CANDIDATE');
  accountRoutes(app, 'employer', 'EMPLOYER');

  // The app's own session endpoints (spec §7 "App's own server"): the session from the httpOnly cookie (or the
  // header), and a logout that clears the cookie.
  app.get('/api/userData', { schema: { hide: true } }, async (req, reply) => {
    const token = cookieOf(req, TOKEN_COOKIE) ?? tokenFromHeader(req.headers.authorization);
    // A guest has no session to recover: 204 rather than an error on every first visit.
    if (!token) return reply.status(204).header('Cache-Control', 'no-store').send();
    const user = await app.deps.sessions.verify(token);
    if (!user) throw unauthenticated(SESSION_END_MESSAGE[await app.deps.sessions.whyEnded(token)]);
    const row = await findUserById(app.deps.db, user.id);
    if (!row) throw unauthenticated();
    const t = translator(requestLanguage(req));
    return reply.header('Cache-Control', 'no-store').send({
      code: 'SUCCESS',
      message: t('messages:fetched'),
      data: { token, user: publicUser(row) },
    });
  });

  app.post('/api/logout', { schema: { hide: true } }, async (req, reply) => {
    assertSameSite(req);
    const t = translator(requestLanguage(req));
    // Clearing the cookie alone would leave a stolen copy of it valid: end the session it names too.
    const token = cookieOf(req, TOKEN_COOKIE);
    const user = token ? await app.deps.sessions.verify(token) : undefined;
    if (user) await app.deps.sessions.revoke(user.sessionId);
    clearCookie(reply, TOKEN_COOKIE, '/');
    return { code: 'SUCCESS', message: t('account:loggedOut'), data: null };
  });
});
