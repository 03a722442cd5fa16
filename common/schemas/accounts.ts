/**
 * Bodies of the account calls (spec §4, §7), the same for candidates and employers except the company name.
 * Sign-up order: check-credentials (e-mail and phone free; a code is e-mailed) → verify-email-otp (gives a
 * registration token) → register (creates the verified account). No account exists before the e-mail is proven,
 * so nobody can squat someone else's address.
 */
import * as v from 'valibot';
import { parseDeviceToken } from '../push';
import { COMPANY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/limits';
import { email } from './email';
import { fullName } from './fullName';
import { msg, requiredText, typeMessage } from './messages';
import { otp } from './otp';
import { password, passwordNotEmail } from './password';
import { phone } from './phone';

export const OTP_PURPOSES = ['SIGN_UP', 'FORGOT_PASSWORD'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** A token handed out by an earlier step; opaque to the client. */
const token = v.pipe(v.string(typeMessage), v.nonEmpty(msg('required')), v.maxLength(4096, msg('tooLong')));
const deviceToken = v.optional(v.pipe(v.string(typeMessage), v.trim(), v.maxLength(4096, msg('tooLong'))));
/** Sign-in takes any stored password: rules may have changed since it was set. */
const anyPassword = v.pipe(
  v.string(typeMessage),
  v.nonEmpty(msg('required')),
  v.maxLength(PASSWORD_MAX_LENGTH, msg('tooLong')),
);
const companyName = v.pipe(requiredText(), v.minLength(2, msg('tooShort')), v.maxLength(COMPANY_NAME_MAX_LENGTH, msg('tooLong')));
const termsAccepted = v.literal(true, msg('termsRequired'));

export const checkCredentials = v.object({ email, phone }, typeMessage);

export const verifyOtp = v.object({ email, otp }, typeMessage);

export const resendOtp = v.object(
  { email, purpose: v.optional(v.picklist(OTP_PURPOSES, msg('oneOf')), 'SIGN_UP') },
  typeMessage,
);

const registerEntries = {
  registrationToken: token,
  fullName,
  email,
  phone,
  password,
  termsAccepted,
  deviceToken,
};

export const candidateRegister = v.pipe(v.object(registerEntries, typeMessage), passwordNotEmail());
export const employerRegister = v.pipe(v.object({ ...registerEntries, companyName }, typeMessage), passwordNotEmail());

export const login = v.object({ email, password: anyPassword, deviceToken }, typeMessage);

export const forgetPassword = v.object({ email }, typeMessage);

// The second password must repeat the first; the issue is shown under `confirmPassword`.
export const resetPassword = v.pipe(
  v.object({ email, resetToken: token, password, confirmPassword: anyPassword }, typeMessage),
  passwordNotEmail(),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, msg('passwordMismatch')),
    ['confirmPassword'],
  ),
);

// The new password must differ from the current one (shown under `newPassword`), and be repeated.
export const changePassword = v.pipe(
  v.object({ oldPassword: anyPassword, newPassword: password, confirmPassword: anyPassword }, typeMessage),
  v.forward(
    v.partialCheck(
      [['oldPassword'], ['newPassword']],
      (i) => i.oldPassword !== i.newPassword,
      msg('passwordSameAsOld'),
    ),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (i) => i.newPassword === i.confirmPassword,
      msg('passwordMismatch'),
    ),
    ['confirmPassword'],
  ),
);

export const logout = v.object({ fcmToken: deviceToken }, typeMessage);

/** A Web Push subscription's JSON or an FCM token (common/push.ts); at sign-in an unreadable one is only ignored. */
export const saveDeviceToken = v.object(
  { deviceToken: v.pipe(token, v.check((raw) => parseDeviceToken(raw) !== null, msg('invalid'))) },
  typeMessage,
);
/** remove-device-token: the device's token as it was saved (an unknown one is already gone). */
export const removeDeviceToken = v.object({ deviceToken: token }, typeMessage);

export type CheckCredentialsInput = v.InferInput<typeof checkCredentials>;
export type CandidateRegisterInput = v.InferInput<typeof candidateRegister>;
export type EmployerRegisterInput = v.InferInput<typeof employerRegister>;
export type LoginInput = v.InferInput<typeof login>;
export type ResetPasswordInput = v.InferInput<typeof resetPassword>;
export type ChangePasswordInput = v.InferInput<typeof changePassword>;
