/**
 * A select with the field frame of ./Field.tsx (label, hint, error announced with it). Its own module, so that the
 * pages that use it carry it and the shell (which has the text fields) does not. Imported by path, not from the
 * ui index, which the shell loads.
 */
import { type Ref, type SelectHTMLAttributes, useLayoutEffect, useState } from 'react';
import { Frame, type FieldFrameProps, useFieldIds } from './Field';

type SelectProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    /** The first, empty choice ('Choose…'). */
    placeholder?: string;
  };

/**
 * `ref` given the select only once it has options. A form (react-hook-form's `register`) sets a select's value when it
 * first gets the element; a select whose options are still loading (master lists, countries, states) has no option of
 * that value then, the browser drops it, and a saved value showed as "Choose…" (saving it again kept it: the form
 * still held it). Handed over once the options are there, the form sets the value on a select that can show it.
 */
function useRefOnceOptions(ref: Ref<HTMLSelectElement> | undefined, hasOptions: boolean) {
  const [element, setElement] = useState<HTMLSelectElement | null>(null);
  useLayoutEffect(() => {
    if (!ref || !element || !hasOptions) return;
    if (typeof ref !== 'function') {
      ref.current = element;
      return () => {
        ref.current = null;
      };
    }
    const cleanup = ref(element);
    return () => (typeof cleanup === 'function' ? cleanup() : ref(null));
  }, [ref, element, hasOptions]);
  return setElement;
}

export function SelectField({
  label,
  error,
  hint,
  optionalText,
  id,
  className,
  options,
  placeholder,
  ref,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, error, hint);
  const setElement = useRefOnceOptions(ref, options.length > 0);
  return (
    <Frame {...{ label, error, hint, optionalText }} {...ids}>
      <select
        ref={setElement}
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
