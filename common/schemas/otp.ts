/** One-time password (spec §5, §9): exactly 6 digits. */
import * as v from 'valibot';
import { OTP_LENGTH } from '../constants/limits';
import { msg, requiredCode } from './messages';

export const OTP_REGEX = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const otp = v.pipe(requiredCode(), v.regex(OTP_REGEX, msg('otp')));
