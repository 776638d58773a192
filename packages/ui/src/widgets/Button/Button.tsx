import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Spinner } from '../Spinner';
import { label as labelClass } from './Button.css';
import { buttonClass } from './buttonClass';
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
  const classes = [buttonClass({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
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

export interface RetryButtonProps {
  /** The new attempt is running: the button shows busy and ignores clicks. */
  retrying: boolean;
  onRetry: () => void;
}

// Beside Button, in its module: a page that shows one adds no chunk of its own (the home page's budget).
/** The one Try Again: reads what failed once more. Every failed section, table and chart offers this one. */
export function RetryButton({ retrying, onRetry }: RetryButtonProps) {
  return (
    <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
      <Trans>Try Again</Trans>
    </Button>
  );
}
