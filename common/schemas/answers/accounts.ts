/**
 * What the account calls answer (the `data` of their envelopes). These schemas describe outputs: they type the
 * client, drive the server's serializer (a field not named here never leaves the server) and document the API.
 */
import * as v from 'valibot';

const integer = v.pipe(v.number(), v.integer());
import { APPROVAL_STATUS, USER_TYPES } from '../../constants/roles';

const userType = v.picklist(USER_TYPES);

/** A user as the API shows it: never the password hash, tokens or internal columns. */
export const publicUser = v.object({
  /** The original API's identifier, kept for clients written against it; the same as `id`. */
  _id: integer,
  id: integer,
  role: userType,
  userType,
  email: v.string(),
  fullName: v.string(),
  phoneCode: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  status: v.picklist(Object.values(APPROVAL_STATUS)),
  isEmailVerified: v.boolean(),
  lng: v.string(),
  /** The person's own picture (MEDIA_BASE_URL + path), or null. */
  pictureUrl: v.nullable(v.string()),
  createdAt: v.string(),
});

/** A new session: the token for `Authorization: jwt <token>` and who it is for. */
export const session = v.object({ token: v.string(), user: publicUser });

/** Calls that only confirm the address they acted on (a code was sent, or will be if the account exists). */
export const emailSent = v.object({ email: v.string() });

/** verify-email-otp: a ticket to finish signing up, or, for an account that was never verified, a session. */
export const emailVerified = v.union([
  v.object({ email: v.string(), registrationToken: v.string() }),
  v.object({ email: v.string(), token: v.string(), user: publicUser }),
]);

/** login: a session (code LOGIN), or the address a new code was sent to (code NOT_VERIFIED). */
export const signedIn = v.union([session, emailSent]);

/** verify-reset-password-otp: the ticket that allows setting a new password. */
export const resetTicket = v.object({ email: v.string(), resetToken: v.string() });

/** Calls whose message says it all. */
export const nothing = v.null();
