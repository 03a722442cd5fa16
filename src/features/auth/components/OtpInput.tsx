/**
 * The 6-box code input (spec §5: OTP of 6 digits). One digit per box: typing a digit writes it into the box (over
 * whatever the box held, also the same digit) and moves to the next box, Backspace on an empty box goes back and
 * clears the previous one, arrows move, and pasting (or the browser's one-time-code autofill) spreads the digits over
 * the boxes, a whole code from the first box whatever box has the focus. The boxes are a labelled group; each box is labelled 'Digit n of 6'.
 *
 * The value is a string of OTP_LENGTH characters where a space marks an empty box.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@common/constants/limits';
import './auth.css';

export interface OtpInputProps {
  value: string;
  onChange(value: string): void;
  /** The group's accessible name (a visible label element's id). */
  labelledBy: string;
  /** Ids of texts describing the group (hint, error). */
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  /** 'Digit 1 of 6'… */
  digitLabel(index: number, total: number): string;
  ref?: React.Ref<HTMLInputElement>;
}

const EMPTY = ' ';

export function normalizeOtp(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => {
    const char = value[i];
    return char && /\d/.test(char) ? char : EMPTY;
  });
}

/** The typed code without the empty boxes (what the server gets). */
export function otpDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function OtpInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  digitLabel,
  ref,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = normalizeOtp(value);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `chars` from box `start` on; returns the index after the last written box. */
  const fill = (start: number, chars: string) => {
    const next = [...digits];
    let index = start;
    for (const char of chars) {
      if (index >= OTP_LENGTH) break;
      next[index] = char;
      index += 1;
    }
    onChange(next.join(''));
    return index;
  };

  const setDigit = (index: number, char: string) => {
    const next = [...digits];
    next[index] = char;
    onChange(next.join(''));
  };

  /**
   * Input that did not come as a digit key (virtual keyboards send key 'Unidentified', autofill and IMEs send no key
   * at all). Read from the native `input` event, which fires even when the new digit equals the old one (React's
   * onChange does not: a '1' typed over a selected '1' leaves the value unchanged and would be lost).
   */
  const onInput = (index: number, box: HTMLInputElement) => {
    const raw = box.value;
    const typed = otpDigits(raw);
    if (!typed) {
      // Not a digit: nothing changes. (React puts the box's value back; Preact leaves what was typed: put it back.)
      if (raw === '') setDigit(index, EMPTY);
      else box.value = digits[index] === EMPTY ? '' : digits[index]!;
      return;
    }
    // A box holds one digit: two digits in a box are the old one and the new keystroke (before or after it).
    const current = digits[index];
    const chars =
      typed.length === 2 && current !== EMPTY ? (typed[0] === current ? typed[1]! : typed[0]!) : typed;
    // Several digits at once (autofill of a whole code): start from the first box when it is a full code.
    const start = chars.length >= OTP_LENGTH ? 0 : index;
    focusBox(fill(start, chars.slice(0, OTP_LENGTH)));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const plainKey = !event.ctrlKey && !event.metaKey && !event.altKey && event.key.length === 1;
    if (plainKey) {
      // A key that types one character: a digit replaces whatever the box holds and moves on (whether or not the
      // box's text is selected, and whatever digit it held); anything else is not part of a code.
      event.preventDefault();
      if (/^\d$/.test(event.key)) {
        setDigit(index, event.key);
        focusBox(index + 1);
      }
      return;
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index] !== EMPTY) setDigit(index, EMPTY);
        else if (index > 0) {
          setDigit(index - 1, EMPTY);
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        setDigit(index, EMPTY);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(OTP_LENGTH - 1);
        break;
      default:
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = otpDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!pasted) return;
    const start = pasted.length >= OTP_LENGTH ? 0 : index;
    focusBox(fill(start, pasted.slice(0, OTP_LENGTH)));
  };

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          // The boxes are positional: their index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0 && ref) {
              if (typeof ref === 'function') ref(element);
              else (ref as React.RefObject<HTMLInputElement | null>).current = element;
            }
          }}
          className="input otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 2}
          aria-label={digitLabel(index + 1, OTP_LENGTH)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit === EMPTY ? '' : digit}
          // The boxes are written from onKeyDown and onInput (see there); onChange would miss a repeated digit.
          onChange={() => {}}
          onInput={(event) => onInput(index, event.currentTarget)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
