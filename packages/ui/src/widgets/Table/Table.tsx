import { useLingui } from '@lingui/react/macro';
import type { LoadStatus } from '@tp/api';
import { useId, useRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { RetryButton } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './Table.css';
import { useOverflowsInline } from './useOverflowsInline';
import { MaskedText } from '../../privacy';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and money read best aligned to the end. */
  align?: 'start' | 'end';
  /** What a loading row draws here (`loadingRows`), when a text-high bar is shorter than the loaded cell. */
  placeholder?: ReactNode;
}

export interface TableProps<Row> {
  /** Names the table for assistive technology. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already names the table. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Loading, the error (its message, and Try Again busy while it retries), or ready with `rows`. */
  status?: LoadStatus;
  /** Shown when ready with no rows, e.g. "No pending transfers". */
  emptyText: ReactNode;
  /** Adds Try Again to the error state. */
  onRetry?: () => void;
  loadingLabel?: string;
  /**
   * While loading, this many rows of placeholders instead of a spinner: about as tall as the loaded
   * rows, so what stands below the table does not move when they arrive.
   */
  loadingRows?: number;
}

const ready: LoadStatus = { kind: 'ready', data: undefined };

export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  status = ready,
  emptyText,
  onRetry,
  loadingLabel: loadingLabelProp,
  loadingRows = 0,
}: TableProps<Row>) {
  const { t } = useLingui();
  const loadingLabel = loadingLabelProp ?? t`Loading`;
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  // A table wider than its box becomes a named, focusable region, so the keyboard can scroll it
  // (WCAG 2.1.1); one that fits adds no tab stop.
  const scrolls = useOverflowsInline(scrollerRef);
  const message = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className={styles.messageCell}>
        <div className={styles.messageContent}>{content}</div>
      </td>
    </tr>
  );

  let body: ReactNode;
  if (status.kind === 'loading' && loadingRows > 0) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={index}>
        {columns.map((column, columnIndex) => (
          <td key={column.id} className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}>
            {index === 0 && columnIndex === 0 && (
              <span role="status" className={visuallyHidden}>
                {loadingLabel}
              </span>
            )}
            {column.placeholder ?? <span className={styles.placeholder} aria-hidden />}
          </td>
        ))}
      </tr>
    ));
  } else if (status.kind === 'loading') {
    body = message(<Spinner label={loadingLabel} showLabel />);
  } else if (status.kind === 'error') {
    body = message(
      <div className={styles.errorMessage}>
        <p role="alert">{status.message}</p>
        {onRetry && <RetryButton retrying={status.retrying} onRetry={onRetry} />}
      </div>,
    );
  } else if (rows.length === 0) {
    // A spec text (an empty state of @tp/messages) in the user's language (D18).
    body = message(typeof emptyText === 'string' ? <MaskedText text={emptyText} /> : emptyText);
  } else {
    body = rows.map((row) => (
      <tr key={getRowKey(row)}>
        {columns.map((column) => (
          <td key={column.id} className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      ref={scrollerRef}
      className={styles.scroller}
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-labelledby': captionId })}
    >
      <table className={styles.table} aria-busy={status.kind === 'loading' || undefined}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`${styles.headerCell} ${styles.align[column.align ?? 'start']}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
