/**
 * The money input of spec §5 on a react-hook-form field: digits grouped with commas as they are typed, '.00' padded
 * when the field is left; and what it shows for a stored amount.
 */
import type { ChangeEvent, FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatMoneyInput, groupThousands, padMoneyOnBlur } from '@common/format/money';

export function moneyInputProps(field: UseFormRegisterReturn, setValue: (value: string) => void) {
  return {
    ...field,
    inputMode: 'decimal' as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = formatMoneyInput(event.target.value);
      return field.onChange(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      event.target.value = padMoneyOnBlur(event.target.value);
      setValue(event.target.value);
      return field.onBlur(event);
    },
  };
}

/** A stored amount as the input shows it ('8,500,000.00'); '' for none. */
export const moneyInputValue = (amount: number | null): string =>
  amount === null ? '' : `${groupThousands(String(amount))}.00`;
