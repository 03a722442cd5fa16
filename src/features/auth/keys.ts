/** Browser storage keys of the auth feature (besides the session keys of spec §3 kept by the shell store). */

/** Where a push device token is kept once push is set up (sent as `deviceToken` at sign-in, `fcmToken` on logout). */
export { DEVICE_TOKEN_KEY } from '../../lib/push/keys';
/** Session-storage keys of the auth flows in progress (registration form, reset e-mail…); removed at logout. */
export const FLOW_KEY_PREFIX = 'auth:';
/** A success toast to show after the reload that ends a logout (session storage survives the reload). */
export const FLASH_KEY = 'flash';
/** Set once the cookie session was looked for in this tab. */
export const RECOVERY_KEY = `${FLOW_KEY_PREFIX}recovered`;
/** Why the server ended the session (its 401 message), for the sign-in page the user is sent to (session storage). */
export const SIGNED_OUT_KEY = 'signedOut';
