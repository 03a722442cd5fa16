/**
 * A file field whose button and "no file chosen" words are the app's: the browser's own ("Choose File", "Browse…")
 * follow the browser's language, an English button in an Indonesian form. The native input stays, visually hidden:
 * it keeps its label, focus, keyboard and file dialog (and Playwright's setInputFiles); the button drawn beside it
 * forwards a tap to it, and shows the input's focus ring.
 */
import { useRef, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

export function FileInput({ ref, onChange, className, ...props }: Props) {
  const { t } = useTranslation('common');
  const own = useRef<HTMLInputElement | null>(null);
  const [name, setName] = useState<string | undefined>();

  const attach = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    onChange?.(event);
    // Read after the owner's handler: one that takes the file and clears the field shows it empty, as the browser does.
    setName(input.files?.[0]?.name);
  };

  return (
    <div className={className ? `file-input ${className}` : 'file-input'}>
      <input
        ref={attach}
        type="file"
        className="visually-hidden file-input-native"
        onChange={change}
        {...props}
      />
      {/* Hidden from assistive technology: the input itself is the control they reach, named by its label. */}
      <span
        className="btn btn-secondary file-input-button"
        aria-hidden="true"
        onClick={() => own.current?.click()}
      >
        {t('file.choose')}
      </span>
      <span className="file-input-name" aria-hidden="true">
        {name ?? t('file.none')}
      </span>
    </div>
  );
}
