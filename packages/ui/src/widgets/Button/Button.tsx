import type { ComponentProps } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { button, label as labelClass } from './Button.css';
import type { ButtonStyleProps } from './buttonVariants';

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleProps {
  /** While true the button is disabled, marked aria-busy and shows `busyLabel`. */
  busy?: boolean;
  /** Text while busy, e.g. "Processing..." (spec 1 §2, Login). Defaults to the normal label. */
  busyLabel?: string;
}

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="sm" decorative />}
      <span className={labelClass}>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
