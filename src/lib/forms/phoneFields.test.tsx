import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { phone } from '@common/schemas/phone';
import { phoneFieldOf, phonePasteHandler, splitPastedPhone } from './phoneFields';

describe('phoneFieldOf', () => {
  it('maps schema paths to the two inputs', () => {
    expect(phoneFieldOf('phone.code')).toBe('phoneCode');
    expect(phoneFieldOf('phone.number')).toBe('phoneNumber');
    expect(phoneFieldOf('phone')).toBe('phoneNumber');
    expect(phoneFieldOf('email')).toBe('email');
  });
});

describe('splitPastedPhone', () => {
  it.each([
    ['+62 812-3456-7890', '+62', { phoneCode: '+62', phoneNumber: '81234567890' }],
    ['+62 (0)812 3456 7890', '+62', { phoneCode: '+62', phoneNumber: '81234567890' }],
    ['+6281234567890', '+62', { phoneCode: '+62', phoneNumber: '81234567890' }],
    ['+1 (202) 555-0123', '+62', { phoneCode: '+1', phoneNumber: '2025550123' }],
    [' (+65) 6123 4567', '+62', { phoneCode: '+65', phoneNumber: '61234567' }],
  ])('moves the code of %j into the code input', (pasted, code, inputs) => {
    expect(splitPastedPhone(pasted, code)).toEqual(inputs);
  });

  it.each(['0812 3456 7890', '(0812) 3456-7890', '+0812 3456', '+62 812 abc', 'hello'])(
    'leaves %j to be pasted as it is',
    (pasted) => {
      expect(splitPastedPhone(pasted, '+62')).toBeNull();
    },
  );
});

interface Form {
  name: string;
  phoneCode: string;
  phoneNumber: string;
}

function PhoneInputs() {
  const form = useForm<Form>({ defaultValues: { name: '', phoneCode: '+62', phoneNumber: '' } });
  return (
    <form>
      <label>
        Code
        <input {...form.register('phoneCode')} />
      </label>
      <label>
        Number
        <input {...form.register('phoneNumber')} onPaste={phonePasteHandler(form)} />
      </label>
    </form>
  );
}

function paste(input: HTMLElement, text: string) {
  return fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('phonePasteHandler', () => {
  afterEach(cleanup);

  it('fills both inputs from a number pasted with its +code, and stores it as +{code}-{number}', () => {
    render(<PhoneInputs />);
    const code = screen.getByLabelText<HTMLInputElement>('Code');
    const number = screen.getByLabelText<HTMLInputElement>('Number');
    const kept = paste(number, '+1 (202) 555-0123');
    expect(kept).toBe(false); // the browser's own paste was prevented
    expect(code.value).toBe('+1');
    expect(number.value).toBe('2025550123');
    expect(v.parse(phone, { code: code.value, number: number.value })).toEqual({
      code: '1',
      number: '2025550123',
    });
  });

  it('lets a number without a code paste as usual', () => {
    render(<PhoneInputs />);
    const number = screen.getByLabelText<HTMLInputElement>('Number');
    expect(paste(number, '0812 3456 7890')).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('+62');
  });
});
