/**
 * Forms show the phone as two inputs (country code, number); the schemas take `phone: { code, number }`.
 * Maps an issue or server path back to the input that shows it.
 */
import type { ClipboardEvent } from 'react';
import { splitPhone } from '@common/schemas/phone';

export const phoneFieldOf = (path: string) =>
  path === 'phone.code' ? 'phoneCode' : path === 'phone.number' || path === 'phone' ? 'phoneNumber' : path;

export interface PhoneInputs {
  phoneCode: string;
  phoneNumber: string;
}

/**
 * What a paste into the number input should leave in the two inputs, when the pasted text carries its own
 * `+{code}`: `+62 812-3456-7890` → `{ phoneCode: '+62', phoneNumber: '81234567890' }`. Null for anything else
 * (`0812 3456 7890` is pasted as it is: the schema tidies it on submit, trunk 0 included).
 */
export function splitPastedPhone(pasted: string, currentCode: string): PhoneInputs | null {
  if (!/^\s*\(?\+/.test(pasted)) return null;
  const { code, number } = splitPhone(currentCode, pasted);
  // A + with no calling code after it (`+0812…`) is left for the schema to refuse, in the number input.
  if (!/^\d{1,4}$/.test(code) || !/^\d+$/.test(number)) return null;
  return { phoneCode: `+${code}`, phoneNumber: number };
}

/** The part of react-hook-form's form object the paste handler needs (any form with the two phone inputs). */
export interface PhoneForm {
  getValues(name: 'phoneCode'): string;
  setValue(
    name: keyof PhoneInputs,
    value: string,
    options?: { shouldDirty?: boolean; shouldValidate?: boolean },
  ): void;
}

/**
 * `onPaste` for the number input: a number pasted with its `+{code}` fills both inputs, the code going to the code
 * input, instead of leaving `+62 …` in the number input beside a code that may say something else.
 * Usage: `<TextField {...register('phoneNumber')} onPaste={phonePasteHandler(form)} />`.
 */
export function phonePasteHandler(form: PhoneForm) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const split = splitPastedPhone(event.clipboardData.getData('text'), form.getValues('phoneCode'));
    if (!split) return;
    event.preventDefault();
    form.setValue('phoneCode', split.phoneCode, { shouldDirty: true });
    form.setValue('phoneNumber', split.phoneNumber, { shouldDirty: true });
  };
}
