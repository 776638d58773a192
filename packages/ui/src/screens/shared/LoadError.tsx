import type { ReactNode } from 'react';
import { MaskedText } from '../../privacy';
import { RetryButton } from '../../widgets/Button';
import * as figures from './accountFigures.css';
import * as styles from './Section.css';

// Its own module, so a page that needs only the failure (the home page's packages) does not load Section.
export interface LoadErrorProps {
  /** What failed, shown as an alert. */
  message: ReactNode;
  /** Try Again is running: the message stays and the button shows busy. */
  retrying: boolean;
  onRetry?: () => void;
  /** A row inside loaded content (a part that failed beside data shown), not a box in place of it. */
  inline?: boolean;
  className?: string;
}

/** A section (or part) that failed to load: its message and Try Again. */
export function LoadError({
  message,
  retrying,
  onRetry,
  inline = false,
  className,
}: LoadErrorProps) {
  return (
    <div className={className ?? (inline ? styles.inlineRow : figures.errorBox)}>
      <p role="alert" className={inline ? undefined : figures.errorText}>
        {/* A spec text or a server's message, in the user's language (D18). */}
        {typeof message === 'string' ? <MaskedText text={message} /> : message}
      </p>
      {onRetry && <RetryButton retrying={retrying} onRetry={onRetry} />}
    </div>
  );
}
