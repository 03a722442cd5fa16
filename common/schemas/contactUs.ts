/** POST contact-us/save: the public contact form. */
import * as v from 'valibot';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, SUBJECT_MAX_LENGTH } from '../constants/limits';
import { email } from './email';
import { fullName } from './fullName';
import { msg, optionalText, requiredText, typeMessage } from './messages';
import { phone } from './phone';

export const contactUsSave = v.object(
  {
    name: fullName,
    email,
    /** Optional; when given, both the country code and the number are needed. A form leaves it out when both are empty. */
    phone: v.optional(phone),
    subject: optionalText(SUBJECT_MAX_LENGTH),
    message: v.pipe(
      requiredText(),
      v.minLength(MESSAGE_MIN_LENGTH, msg('tooShort')),
      v.maxLength(MESSAGE_MAX_LENGTH, msg('tooLong')),
    ),
  },
  typeMessage,
);

export type ContactUsSaveInput = v.InferInput<typeof contactUsSave>;
export type ContactUsSave = v.InferOutput<typeof contactUsSave>;
