import type { LoadStatus, Transaction, TransactionType } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { Link } from 'react-router-dom';
import { formatDate as formatDay } from '../../format';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import * as styles from './Dashboard.css';

/** Spec 2 §9: the dashboard shows the 5 newest transactions. */
export const recentActivityCount = 5;

/** Spec 2 §3: on the dashboard a withdrawal is called "Withdrawal". */
export function activityTypeLabel(type: TransactionType): string {
  return type === 'Withdraw' ? 'Withdrawal' : type;
}

/** What the row is about: the method (and coin) of a deposit or withdrawal, the recipient of a transfer. */
export function activityDescription(transaction: Transaction): string {
  if (transaction.type === 'Transfer') {
    return transaction.recipientEmail ? `To ${transaction.recipientEmail}` : 'Transfer';
  }
  const what = transaction.type === 'Deposit' ? 'deposit' : 'withdrawal';
  const coin = transaction.cryptoType ? ` (${transaction.cryptoType})` : '';
  return `${transaction.method} ${what}${coin}`;
}

function formatDate(transaction: Transaction): string {
  return formatDay(transaction.timestamp);
}

const columns: readonly TableColumn<Transaction>[] = [
  { id: 'date', header: 'Date', cell: formatDate },
  { id: 'type', header: 'Type', cell: (row) => activityTypeLabel(row.type) },
  {
    id: 'description',
    header: 'Description',
    cell: (row) => (
      <span className={styles.description}>
        {activityDescription(row)} <StatusBadge status={row.status} />
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <Money amount={row.amount} signed colored />,
  },
];

export interface RecentActivityProps {
  /** Newest first; only the first five are shown. */
  status: LoadStatus<readonly Transaction[]>;
  onRetry?: () => void;
}

export function RecentActivity({ status, onRetry }: RecentActivityProps) {
  const transactions = status.kind === 'ready' ? status.data : [];
  return (
    <Card title="Recent Activity">
      <div className={status.kind === 'loading' ? styles.activityPending : undefined}>
        <Table
          caption="Recent Activity"
          hideCaption
          columns={columns}
          rows={transactions.slice(0, recentActivityCount)}
          getRowKey={(row) => row.key}
          status={status}
          emptyText={emptyStates.recentActivity}
          onRetry={onRetry}
          loadingLabel="Loading recent activity"
        />
      </div>
      <div className={styles.cardFooter}>
        <Link to="/trade-history" className={styles.link}>
          View All Activity
        </Link>
      </div>
    </Card>
  );
}
