/**
 * A select with the field frame of ./Field.tsx (label, hint, error announced with it). Its own module, so that the
 * pages that use it carry it and the shell (which has the text fields) does not. Imported by path, not from the
 * ui index, which the shell loads.
 */
import type { Ref, SelectHTMLAttributes } from 'react';
import { Frame, type FieldFrameProps, useFieldIds } from './Field';

type SelectProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    /** The first, empty choice ('Choose…'). */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  optionalText,
  id,
  className,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame {...{ label, error, hint, optionalText }} {...ids}>
      <select
        id={ids.inputId}
        className={['input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
