/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The explicit roles keep the table a table for assistive technology when, on a narrow screen, CSS
   turns its rows into cards (WebKit drops the implicit semantics of table elements whose display
   changes). The second rule takes <th> for an interactive element, which it is not. */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LedgerEntry } from '@tp/api';
import type { ReactNode } from 'react';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Placeholder } from '../shared/Section';
import { formatLedgerDate, ledgerDetails, statusBesideCounterparty } from './ledgerRows';
import { columnLabels, ledgerTypeLabels, tradeHistoryTexts as texts } from './tradeHistoryTexts';
import * as styles from './TradeHistory.css';

export interface HistoryTableProps {
  /** Names the table (the id of the heading above it). */
  labelledBy: string;
  rows: readonly LedgerEntry[];
  /** Another page or filter is loading; these rows are the last ones. */
  busy?: boolean;
}

function Details({ entry }: { entry: LedgerEntry }) {
  const { i18n } = useLingui();
  const details = ledgerDetails(entry);
  if (details.kind === 'status') return <StatusBadge status={details.status} />;
  if (details.kind === 'none') return <>{details.text}</>;
  const status = statusBesideCounterparty(entry, details);
  return (
    <span className={styles.details}>
      <span className={styles.email}>
        {i18n._(
          details.kind === 'to' ? texts.sentTo(details.email) : texts.receivedFrom(details.email),
        )}
      </span>
      {status && <StatusBadge status={status} />}
    </span>
  );
}

/**
 * Spec 2 §2: Date, Type, Amount, Details. A real table on a wide screen; below 40rem of its own width
 * each row is a card (type and amount, the date, the details), so a phone never scrolls sideways.
 */
export function HistoryTable({ labelledBy, rows, busy = false }: HistoryTableProps) {
  const { i18n } = useLingui();
  /** The server's type in the active language; one it does not list yet, as it came. */
  const typeOf = (entry: LedgerEntry) => {
    const label: MessageDescriptor | undefined = ledgerTypeLabels[entry.type];
    return label ? i18n._(label) : entry.type;
  };
  return (
    <TableShell labelledBy={labelledBy} busy={busy}>
      {rows.map((entry) => (
        <tr role="row" key={entry.id} className={styles.row}>
          <td role="cell" className={styles.cell.date}>
            <time dateTime={entry.created_at}>{formatLedgerDate(entry.created_at)}</time>
          </td>
          <td role="cell" className={styles.cell.type}>
            {typeOf(entry)}
          </td>
          <td role="cell" className={styles.cell.amount}>
            <Money amount={entry.amount} signed colored className={styles.amount} />
          </td>
          <td role="cell" className={styles.cell.details}>
            <Details entry={entry} />
          </td>
        </tr>
      ))}
    </TableShell>
  );
}

/** Rows drawn empty while a page loads, each as tall as a loaded one (placed where no one reads it). */
export function HistoryTableFrame({ rows }: { rows: number }) {
  const cells = ['date', 'type', 'amount', 'details'] as const;
  return (
    <TableShell>
      {Array.from({ length: rows }, (_, row) => (
        <tr role="row" key={row} className={styles.row}>
          {cells.map((cell) => (
            <td role="cell" key={cell} className={styles.cell[cell]}>
              <Placeholder />
            </td>
          ))}
        </tr>
      ))}
    </TableShell>
  );
}

/** Amount is aligned to the end, as its figures are. */
const columns = [
  { id: 'date', end: false },
  { id: 'type', end: false },
  { id: 'amount', end: true },
  { id: 'details', end: false },
] as const;

function TableShell({
  labelledBy,
  busy = false,
  children,
}: {
  labelledBy?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.tableBox}>
      <table
        role="table"
        className={styles.table}
        aria-labelledby={labelledBy}
        aria-busy={busy || undefined}
      >
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map(({ id, end }) => (
              <th
                key={id}
                role="columnheader"
                scope="col"
                className={end ? styles.headerCellEnd : styles.headerCell}
              >
                {i18n._(columnLabels[id])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {children}
        </tbody>
      </table>
    </div>
  );
}
