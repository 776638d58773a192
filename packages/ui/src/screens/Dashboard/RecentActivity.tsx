import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadStatus, Transaction, TransactionType } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { Link } from 'react-router-dom';
import { formatDate as formatDay } from '../../format';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import { paymentMethodLabel } from '../shared/paymentMethods';
import * as styles from './Dashboard.css';

/** Spec 2 §9: the dashboard shows the 5 newest transactions. */
export const recentActivityCount = 5;

// The rows' texts are in the active language (D18): these are called while the table renders.

/** Spec 2 §3: on the dashboard a withdrawal is called "Withdrawal". */
export function activityTypeLabel(type: TransactionType): string {
  switch (type) {
    case 'Deposit':
      return t`Deposit`;
    case 'Withdraw':
      return t`Withdrawal`;
    case 'Transfer':
      return t`Transfer`;
  }
}

/** What the row is about: the method (and coin) of a deposit or withdrawal, the recipient of a transfer. */
export function activityDescription(transaction: Transaction): string {
  const { cryptoType: coin, recipientEmail: recipient } = transaction;
  const method = paymentMethodLabel(transaction.method);
  if (transaction.type === 'Transfer') return recipient ? t`To ${recipient}` : t`Transfer`;
  if (transaction.type === 'Deposit')
    return coin ? t`${method} deposit (${coin})` : t`${method} deposit`;
  return coin ? t`${method} withdrawal (${coin})` : t`${method} withdrawal`;
}

function formatDate(transaction: Transaction): string {
  return formatDay(transaction.timestamp);
}

const columns = [
  { id: 'date', header: msg`Date`, cell: formatDate },
  { id: 'type', header: msg`Type`, cell: (row) => activityTypeLabel(row.type) },
  {
    id: 'description',
    header: msg`Description`,
    cell: (row) => (
      <span className={styles.description}>
        {activityDescription(row)} <StatusBadge status={row.status} />
      </span>
    ),
  },
  {
    id: 'amount',
    header: msg`Amount`,
    align: 'end',
    cell: (row) => <Money amount={row.amount} signed colored />,
  },
] satisfies readonly (Omit<TableColumn<Transaction>, 'header'> & { header: MessageDescriptor })[];

export interface RecentActivityProps {
  /** Newest first; only the first five are shown. */
  status: LoadStatus<readonly Transaction[]>;
  onRetry?: () => void;
}

export function RecentActivity({ status, onRetry }: RecentActivityProps) {
  const { i18n, t } = useLingui();
  const transactions = status.kind === 'ready' ? status.data : [];
  return (
    <Card title={t`Recent Activity`}>
      <div className={status.kind === 'loading' ? styles.activityPending : undefined}>
        <Table
          caption={t`Recent Activity`}
          hideCaption
          columns={columns.map((column) => ({ ...column, header: i18n._(column.header) }))}
          rows={transactions.slice(0, recentActivityCount)}
          getRowKey={(row) => row.key}
          status={status}
          emptyText={emptyStates.recentActivity}
          onRetry={onRetry}
          loadingLabel={t`Loading recent activity`}
        />
      </div>
      <div className={styles.cardFooter}>
        <Link to="/trade-history" className={styles.link}>
          <Trans>View All Activity</Trans>
        </Link>
      </div>
    </Card>
  );
}
