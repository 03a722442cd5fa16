import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactUsSave } from './contactUs';
import { fieldKeysOf } from './test-helpers';

const valid = {
  name: 'Budi Santoso',
  email: 'budi@example.com',
  message: 'I would like to know more about posting jobs.',
};

describe('contactUsSave', () => {
  it('accepts the minimum and trims', () => {
    expect(v.parse(contactUsSave, { ...valid, name: ' Budi Santoso ' })).toEqual(valid);
  });

  it('accepts the optional phone and subject', () => {
    expect(
      v.parse(contactUsSave, { ...valid, phone: { code: '+62', number: '81234567' }, subject: 'Plans' }),
    ).toEqual({
      ...valid,
      phone: { code: '62', number: '81234567' },
      subject: 'Plans',
    });
    expect(fieldKeysOf(contactUsSave, { ...valid, subject: '' })).toEqual([]);
  });

  it('names each wrong field', () => {
    expect(fieldKeysOf(contactUsSave, {})).toEqual(['name:required', 'email:required', 'message:required']);
    expect(
      fieldKeysOf(contactUsSave, {
        name: 'Budi  Santoso',
        email: 'budi@',
        phone: { code: '62', number: '12' },
        subject: 's'.repeat(151),
        message: 'Too short',
      }),
    ).toEqual(['name:fullName', 'email:email', 'phone.number:phone', 'subject:tooLong', 'message:tooShort']);
    expect(fieldKeysOf(contactUsSave, { ...valid, message: 'm'.repeat(2001) })).toEqual(['message:tooLong']);
  });
});
