/**
 * Phone number with its country calling code, shown as +{code}-{number} (spec §3). Both parts are stored as digits
 * only: a leading '+' on the code and spaces or dashes in the number are accepted while typing and removed.
 */
import * as v from 'valibot';
import { msg, requiredCode, typeMessage } from './messages';

/** ITU calling codes have 1 to 3 digits; 4 leaves room for shared-code regions written with their area code. */
export const PHONE_CODE_REGEX = /^\+?\d{1,4}$/;
/** E.164 numbers have at most 15 digits; 6 is a floor that rejects obvious typos. */
export const PHONE_NUMBER_REGEX = /^\d{6,15}$/;

export const phoneCode = v.pipe(
  requiredCode(),
  v.regex(PHONE_CODE_REGEX, msg('phoneCode')),
  v.transform((code) => code.replace(/^\+/, '')),
);

export const phoneNumber = v.pipe(
  requiredCode(),
  v.transform((num) => num.replace(/[\s-]/g, '')),
  v.regex(PHONE_NUMBER_REGEX, msg('phone')),
);

/** `{ code, number }`; labels come from validate:fields.phoneCode / fields.phoneNumber (see issues.ts). */
export const phone = v.object({ code: phoneCode, number: phoneNumber }, typeMessage);
export type PhoneInput = v.InferInput<typeof phone>;
export type PhoneOutput = v.InferOutput<typeof phone>;
