/**
 * The account calls of spec §7 for either role (the module is `candidate` or `employer`). Each resolves with the
 * envelope whatever its code; the API client has already toasted an error's message unless told not to.
 */
import type { Envelope } from '@common/api/envelope';
import type {
  CandidateRegisterInput,
  ChangePasswordInput,
  CheckCredentialsInput,
  EmployerRegisterInput,
  LoginInput,
  OtpPurpose,
  ResetPasswordInput,
} from '@common/schemas/accounts';
import { api } from '../../../lib/api';
import type { SessionUser } from '../../../lib/store/shell';

export type AccountModule = 'candidate' | 'employer';

/** A signed-in answer (register, login, or verify-email-otp for an existing unverified account). */
export interface SessionData {
  token: string;
  user: SessionUser;
}

export function hasSession(data: unknown): data is SessionData {
  return Boolean(data && typeof data === 'object' && 'token' in data && 'user' in data);
}

export const checkCredentials = (module: AccountModule, body: CheckCredentialsInput) =>
  api(module, 'checkCredentials', { body });

export const verifyEmailOtp = (module: AccountModule, body: { email: string; otp: string }) =>
  api(module, 'verifyEmailOtp', { body, showErrorToast: false }) as Promise<
    Envelope<{ email: string; registrationToken?: string; token?: string; user?: SessionUser }>
  >;

export const resendOtp = (module: AccountModule, body: { email: string; purpose: OtpPurpose }) =>
  api(module, 'resendOtp', { body });

export const registerAccount = (
  module: AccountModule,
  body: CandidateRegisterInput | EmployerRegisterInput,
) => api(module, 'register', { body });

export const login = (module: AccountModule, body: LoginInput) => api(module, 'login', { body });

export const forgetPassword = (module: AccountModule, body: { email: string }) =>
  api(module, 'forgetPassword', { body });

export const verifyResetPasswordOtp = (module: AccountModule, body: { email: string; otp: string }) =>
  api(module, 'verifyResetPasswordOtp', { body, showErrorToast: false }) as Promise<
    Envelope<{ email: string; resetToken?: string }>
  >;

export const resetPassword = (module: AccountModule, body: ResetPasswordInput) =>
  api(module, 'resetPassword', { body });

export const changePassword = (module: AccountModule, id: string | number, body: ChangePasswordInput) =>
  api(module, 'changePassword', { body, params: { id } });
