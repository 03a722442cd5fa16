/**
 * The phone as people type it: the country calling code and the number, side by side (spec §3 shows it as
 * +{code}-{number}); a number pasted with its own +code fills both (lib/forms/phoneFields). Every form with a phone
 * uses these two inputs, named `phoneCode` and `phoneNumber`.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { phonePasteHandler, type PhoneForm, type PhoneInputs } from '../lib/forms/phoneFields';
import { TextField } from './ui/Field';

/** The part of a react-hook-form form the inputs need. */
export interface PhoneFieldsForm extends PhoneForm {
  register(name: keyof PhoneInputs): UseFormRegisterReturn;
}

interface Props {
  form: PhoneFieldsForm;
  errors: Partial<Record<keyof PhoneInputs, { message?: string } | undefined>>;
  codeLabel: string;
  numberLabel: string;
  required?: boolean;
  /** Shown after both labels when the phone may be left out. */
  optionalText?: string;
}

export function PhoneFields({ form, errors, codeLabel, numberLabel, required, optionalText }: Props) {
  return (
    <div className="phone-row">
      <TextField
        label={codeLabel}
        autoComplete="tel-country-code"
        inputMode="tel"
        optionalText={optionalText}
        error={errors.phoneCode?.message}
        required={required}
        {...form.register('phoneCode')}
      />
      <TextField
        label={numberLabel}
        type="tel"
        autoComplete="tel-national"
        optionalText={optionalText}
        error={errors.phoneNumber?.message}
        required={required}
        {...form.register('phoneNumber')}
        onPaste={phonePasteHandler(form)}
      />
    </div>
  );
}
