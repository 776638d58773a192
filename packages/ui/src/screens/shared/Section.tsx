import type { LoadStatus } from '@tp/api';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { RetryButton } from '../../widgets/Button';
import { Card, type CardProps } from '../../widgets/Card';
import * as figures from './accountFigures.css';
import * as styles from './Section.css';

import { LoadError } from './LoadError';

export { LoadError, type LoadErrorProps } from './LoadError';

export interface StaleNoteProps {
  /** Why the data shown is old ("The list could not be updated…"). */
  children: ReactNode;
  /** Try Again is running. */
  refreshing?: boolean;
  onRetry: () => void;
  className?: string;
}

/** Data kept after a failed refresh: the note and Try Again above it (D10). */
export function StaleNote({ children, refreshing = false, onRetry, className }: StaleNoteProps) {
  return (
    <div className={className ?? styles.inlineRow}>
      {typeof children === 'string' ? <p className={styles.staleText}>{children}</p> : children}
      <RetryButton retrying={refreshing} onRetry={onRetry} />
    </div>
  );
}

/** A muted bar in place of a value still loading, on the loaded line (hidden from assistive technology). */
export function Placeholder() {
  return <span className={figures.skeleton} aria-hidden />;
}

/** The loaded layout drawn while loading (`Placeholder`s for values), named for screen readers. */
export function LoadingFrame({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${figures.loadingFrame} ${className ?? ''}`} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}

export interface SectionBodyProps<T> {
  status: LoadStatus<T>;
  onRetry?: () => void;
  /** What is loading, read by screen readers ("Loading balance"). */
  loadingLabel: string;
  /**
   * The loaded frame drawn while loading: the same labels and boxes, `Placeholder`s as tall as the loaded
   * lines, so nothing below moves when the data arrives.
   */
  frame: ReactNode;
  /** The data shown is the last loaded; reading it again failed (a note, with Try Again). */
  stale?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One async section's body: its loaded frame, its error with Try Again, or its data (with a stale note). */
export function SectionBody<T>({
  status,
  onRetry,
  loadingLabel,
  frame,
  stale,
  children,
}: SectionBodyProps<T>) {
  if (status.kind === 'loading') return <LoadingFrame label={loadingLabel}>{frame}</LoadingFrame>;
  if (status.kind === 'error')
    return <LoadError message={status.message} retrying={status.retrying} onRetry={onRetry} />;
  return (
    <>
      {stale && onRetry && (
        <StaleNote refreshing={status.refreshing} onRetry={onRetry}>
          {stale}
        </StaleNote>
      )}
      {children(status.data)}
    </>
  );
}

export type SectionProps<T> = SectionBodyProps<T> & Omit<CardProps, 'children'>;

/** A titled card that loads on its own: title, `LoadStatus`, Try Again with its busy state, a stale note. */
export function Section<T>({ title, actions, headingLevel, className, ...body }: SectionProps<T>) {
  return (
    <Card title={title} actions={actions} headingLevel={headingLevel} className={className}>
      <SectionBody {...body} />
    </Card>
  );
}
