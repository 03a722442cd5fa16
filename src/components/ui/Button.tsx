import type { ButtonHTMLAttributes, Ref } from 'react';
import { useHydrated } from '../../lib/useHydrated';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
  busy?: boolean;
  /** Its form works without the app (a plain GET to a page, nothing private in it): usable before hydration. */
  worksWithoutApp?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  block,
  busy,
  className,
  children,
  disabled,
  type = 'button',
  worksWithoutApp,
  ...rest
}: ButtonProps) {
  // A form rendered on the server must not submit itself natively before the app has taken it over: that would be a
  // GET with every field (a password too) in the address. With its submit button disabled, Enter submits nothing.
  const hydrated = useHydrated();
  const classes = ['btn', `btn-${variant}`, block && 'btn-block', className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy || (type === 'submit' && !hydrated && !worksWithoutApp)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
