/**
 * Numeric text fields (spec §5). They stay strings: they come from text inputs, and leading zeros or the number of
 * decimals typed may matter to the caller. Convert with Number() after validation where a number is wanted.
 */
import * as v from 'valibot';
import { msg, requiredCode } from './messages';

/** Digits only. */
export const NUMBER_REGEX = /^\d+$/;
/** Digits with an optional decimal point followed by one or two decimals ('12', '12.5', '12.50'; not '12.', '.5'). */
export const FLOAT_REGEX = /^\d+(?:\.\d{1,2})?$/;

export const numberString = v.pipe(requiredCode(), v.regex(NUMBER_REGEX, msg('number')));
export const floatString = v.pipe(requiredCode(), v.regex(FLOAT_REGEX, msg('float')));
