import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../format/phone';
import { contactUsSave } from './contactUs';
import { callingCodeLength, phone, splitPhone } from './phone';
import { fieldKeysOf } from './test-helpers';

describe('phone', () => {
  it('accepts a code and number, storing digits only', () => {
    expect(v.parse(phone, { code: '+62', number: '812-3456 7890' })).toEqual({
      code: '62',
      number: '81234567890',
    });
    expect(v.parse(phone, { code: '1', number: '2025550123' })).toEqual({ code: '1', number: '2025550123' });
  });

  // Issue 8, finding 13: what people paste, with the code field as the form leaves it (+62).
  it.each([
    ['+62 812-3456-7890', '62', '81234567890'], // as WhatsApp shows it: the +code goes to the code part
    ['0812 3456 7890', '62', '81234567890'], // the trunk 0 is dropped for Indonesia
    ['(0812) 3456-7890', '62', '81234567890'],
    ['0812.3456.7890', '62', '81234567890'],
    ['+6281234567890', '62', '81234567890'], // code and number run together
    ['+62 (0)812 3456 7890', '62', '81234567890'], // the bracketed trunk 0
    ['+62 0812 3456 7890', '62', '81234567890'],
    ['(+62) 812 3456 7890', '62', '81234567890'],
    ['+1 (202) 555-0123', '1', '2025550123'], // another country's code replaces the +62 in the code field
    ['+44 (0)20 7946 0958', '44', '2079460958'],
    ['+65 6123 4567', '65', '61234567'],
    ['+60 12-345 6789', '60', '123456789'],
    ['+971 50 123 4567', '971', '501234567'], // a three-digit code
    ['+7 912 345-67-89', '7', '9123456789'],
  ])('takes the pasted %j as +%s-%s', (pasted, code, number) => {
    const stored = v.parse(phone, { code: '+62', number: pasted });
    expect(stored).toEqual({ code, number });
    expect(formatPhone(stored.code, stored.number)).toBe(`+${code}-${number}`);
    // What the form stored is what the server stores again.
    expect(v.parse(phone, stored)).toEqual(stored);
  });

  it('keeps a trunk 0 outside Indonesia, where it is not known to be one', () => {
    expect(v.parse(phone, { code: '+39', number: '06 1234 5678' })).toEqual({
      code: '39',
      number: '0612345678',
    });
  });

  it('takes the code from the pasted number even when the code field is empty', () => {
    expect(v.parse(phone, { code: '', number: '+62 812-3456-7890' })).toEqual({
      code: '62',
      number: '81234567890',
    });
  });

  it.each([
    [{ code: '62', number: '12345' }, ['number:phone']], // too short
    [{ code: '62', number: '1234567890123456' }, ['number:phone']], // more than 15 digits
    [{ code: '62', number: '0812abc' }, ['number:phone']],
    [{ code: '62', number: '0812/3456' }, ['number:phone']],
    [{ code: '62', number: '+62' }, ['number:phone']], // a code and no number
    [{ code: '62', number: '+0812 3456 7890' }, ['number:phone']], // no code after the +
    [{ code: '62', number: '0812+3456+7890' }, ['number:phone']],
    [{ code: '62', number: '00812 3456 7890' }, ['number:phone']], // only one trunk 0 is dropped
    [{ code: '62', number: '-'.repeat(40) }, ['number:tooLong']], // bounded before it is read
    [{ code: '62000', number: '81234567' }, ['code:phoneCode']],
    [{ code: '++62', number: '81234567' }, ['code:phoneCode']],
    [{ code: '', number: '81234567' }, ['code:required']],
    [{ number: '81234567' }, ['code:required']],
    [{ code: '62', number: '' }, ['number:required']],
    [{}, ['code:required', 'number:required']],
  ])('rejects %j', (input, keys) => {
    expect(fieldKeysOf(phone, input)).toEqual(keys);
  });

  it('names the nested field inside a form body', () => {
    const body = { name: 'Budi', email: 'budi@example.com', message: 'long enough text' };
    expect(fieldKeysOf(contactUsSave, { ...body, phone: { code: '+62', number: '0812 34' } })).toEqual([
      'phone.number:phone',
    ]);
    expect(
      v.parse(contactUsSave, { ...body, phone: { code: '+62', number: '(0812) 3456-7890' } }).phone,
    ).toEqual({
      code: '62',
      number: '81234567890',
    });
  });
});

describe('splitPhone', () => {
  it('leaves what it cannot read for the schema to refuse', () => {
    expect(splitPhone('+62', 'abc')).toEqual({ code: '62', number: 'abc' });
    expect(splitPhone('+62', '+')).toEqual({ code: '62', number: '+' });
  });
});

describe('callingCodeLength', () => {
  it.each([
    ['1202', 1],
    ['79123', 1],
    ['6281', 2],
    ['4420', 2],
    ['9112', 2],
    ['3531', 3], // Ireland
    ['6701', 3], // Timor-Leste
    ['8525', 3], // Hong Kong
    ['9715', 3], // United Arab Emirates
    ['0812', 0],
    ['6', 0],
  ])('%s starts with a code of %i digits', (digits, length) => {
    expect(callingCodeLength(digits)).toBe(length);
  });
});
