import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput, otpDigits } from './OtpInput';

function Harness({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="otp-label">Verification code</p>
      <OtpInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        labelledBy="otp-label"
        digitLabel={(index, total) => `Digit ${index} of ${total}`}
      />
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

afterEach(cleanup);

describe('OtpInput', () => {
  it('is a labelled group of six labelled boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
  });

  it('takes one digit per box and moves to the next box', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect((box(1) as HTMLInputElement).value).toBe('4');
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    expect(otpDigits(onValue.mock.calls.at(-1)![0] as string)).toBe('42');
  });

  it('ignores what is not a digit', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect((box(1) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('Backspace clears the box, then goes back and clears the previous one', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    // Focus is on box 3 (empty): Backspace goes back to box 2 and clears it.
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect((box(2) as HTMLInputElement).value).toBe('');
    expect((box(1) as HTMLInputElement).value).toBe('1');
    // On a full box, Backspace clears it and stays.
    box(1).focus();
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect((box(1) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('a pasted 6-digit code fills every box, whatever box has the focus', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    box(3).focus();
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123 456 ' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(onValue).toHaveBeenLastCalledWith('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('a shorter paste fills from the focused box on', () => {
    render(<Harness />);
    box(2).focus();
    fireEvent.paste(box(2), { clipboardData: { getData: () => '78' } });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['', '7', '8', '']);
    expect(document.activeElement).toBe(box(4));
  });

  it('a whole code autofilled into the first box is spread over the boxes', () => {
    render(<Harness />);
    act(() => box(1).focus());
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('654321');
  });

  it('arrow keys move between boxes', () => {
    render(<Harness />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(3));
  });
});
