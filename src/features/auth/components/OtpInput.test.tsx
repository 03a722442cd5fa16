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

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;
const boxes = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('|');

/**
 * A key pressed in the focused box, as a browser handles it: keydown, and unless the page prevented it, the character
 * replaces the selection (refused past maxlength) and an `input` event fires, also when the value did not change.
 */
function press(key: string) {
  const element = document.activeElement as HTMLInputElement;
  const proceed = fireEvent.keyDown(element, { key });
  if (!proceed || key.length !== 1) return;
  const start = element.selectionStart ?? element.value.length;
  const end = element.selectionEnd ?? start;
  const next = element.value.slice(0, start) + key + element.value.slice(end);
  if (element.maxLength >= 0 && next.length > element.maxLength) return;
  fireEvent.input(element, { target: { value: next } });
}
const type = (text: string) => [...text].forEach(press);
const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: () => text } });

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
    act(() => box(1).focus());
    press('4');
    expect(box(1).value).toBe('4');
    expect(document.activeElement).toBe(box(2));
    press('2');
    expect(document.activeElement).toBe(box(3));
    expect(otpDigits(onValue.mock.calls.at(-1)![0] as string)).toBe('42');
  });

  it('ignores what is not a digit', () => {
    render(<Harness />);
    act(() => box(1).focus());
    press('a');
    press(' ');
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
    // Nor from a virtual keyboard (no key, only the input event).
    fireEvent.input(box(1), { target: { value: 'x' } });
    expect(box(1).value).toBe('');
  });

  it('Backspace clears the box, then goes back and clears the previous one', () => {
    render(<Harness />);
    act(() => box(1).focus());
    type('12');
    // Focus is on box 3 (empty): Backspace goes back to box 2 and clears it.
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(box(2).value).toBe('');
    expect(box(1).value).toBe('1');
    // On a full box, Backspace clears it and stays.
    box(1).focus();
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('a pasted 6-digit code fills every box, whatever box has the focus', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    box(3).focus();
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123 456 ' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onValue).toHaveBeenLastCalledWith('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('a shorter paste fills from the focused box on', () => {
    render(<Harness />);
    box(2).focus();
    fireEvent.paste(box(2), { clipboardData: { getData: () => '78' } });
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['', '7', '8', '']);
    expect(document.activeElement).toBe(box(4));
  });

  it('a whole code autofilled into the first box is spread over the boxes', () => {
    render(<Harness />);
    act(() => box(1).focus());
    fireEvent.input(box(1), { target: { value: '654321' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('654321');
  });

  it('arrow keys move between boxes', () => {
    render(<Harness />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(3));
  });

  describe('a new code typed or pasted over boxes that hold an earlier one ends with exactly the digits typed', () => {
    function withOldCode(old: string) {
      const onValue = vi.fn();
      render(<Harness onValue={onValue} />);
      act(() => box(1).focus());
      paste(box(1), old);
      expect(boxes()).toBe([...old].join('|'));
      return onValue;
    }

    it('repeated digits (112233 over 123456), each box selected as focus reaches it', () => {
      const onValue = withOldCode('123456');
      act(() => box(1).focus());
      type('112233');
      expect(boxes()).toBe('1|1|2|2|3|3');
      expect(onValue).toHaveBeenLastCalledWith('112233');
      expect(document.activeElement).toBe(box(6));
    });

    it('digits equal to the ones in their boxes (777000 over 777777)', () => {
      const onValue = withOldCode('777777');
      act(() => box(1).focus());
      type('777000');
      expect(boxes()).toBe('7|7|7|0|0|0');
      expect(onValue).toHaveBeenLastCalledWith('777000');
      expect(document.activeElement).toBe(box(6));
    });

    it('the caret after or before the old digit instead of a selection', () => {
      withOldCode('555555');
      act(() => box(1).focus());
      for (const [index, digit] of [...'505050'].entries()) {
        const element = document.activeElement as HTMLInputElement;
        expect(element).toBe(box(index + 1));
        const at = index % 2 === 0 ? element.value.length : 0;
        element.setSelectionRange(at, at);
        press(digit);
      }
      expect(boxes()).toBe('5|0|5|0|5|0');
    });

    it('Backspace and arrows in the middle, then typing on', () => {
      withOldCode('999999');
      act(() => box(1).focus());
      type('12');
      press('ArrowLeft');
      press('ArrowLeft');
      expect(document.activeElement).toBe(box(1));
      type('3');
      expect(document.activeElement).toBe(box(2));
      press('ArrowRight');
      press('Backspace');
      expect(box(3).value).toBe('');
      expect(document.activeElement).toBe(box(3));
      type('4455');
      expect(boxes()).toBe('3|2|4|4|5|5');
    });

    it('a whole code pasted (with spaces) into the first box or any box replaces the old digits', () => {
      const onValue = withOldCode('123456');
      act(() => box(1).focus());
      paste(box(1), ' 11 22 33 ');
      expect(boxes()).toBe('1|1|2|2|3|3');
      expect(onValue).toHaveBeenLastCalledWith('112233');
      act(() => box(4).focus());
      paste(box(4), '998 877');
      expect(boxes()).toBe('9|9|8|8|7|7');
      expect(document.activeElement).toBe(box(6));
    });

    it('a whole code autofilled into the first box over an old one', () => {
      const onValue = withOldCode('123456');
      fireEvent.input(box(1), { target: { value: '112233' } });
      expect(onValue).toHaveBeenLastCalledWith('112233');
    });
  });
});
