import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

export interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optionalText?: string;
}

type InputProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
type TextAreaProps = FieldFrameProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** Ids and ARIA wiring shared by every field: the error and hint are announced with the input. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, describedBy };
}

export function Frame({
  label,
  error,
  hint,
  optionalText,
  inputId,
  errorId,
  hintId,
  labelId,
  children,
}: FieldFrameProps & {
  /** For a field whose input is not a form element (the rich text editor): it names itself by this id. */
  labelId?: string;
  inputId: string;
  errorId: string;
  hintId: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label id={labelId} htmlFor={inputId}>
        {label}
        {optionalText && <span className="optional"> ({optionalText})</span>}
      </label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, optionalText, id, className, ...rest }: InputProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame {...{ label, error, hint, optionalText }} {...ids}>
      <input
        id={ids.inputId}
        className={['input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </Frame>
  );
}

export function TextArea({ label, error, hint, optionalText, id, className, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame {...{ label, error, hint, optionalText }} {...ids}>
      <textarea
        id={ids.inputId}
        className={['input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </Frame>
  );
}
