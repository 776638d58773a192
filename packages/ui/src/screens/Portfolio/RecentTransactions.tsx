import type { LoadStatus, Transaction } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { formatDate } from '../../format';
import { ButtonLink } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import { latestTransactions } from './latestTransactions';
import * as styles from './Portfolio.css';

const columns: readonly TableColumn<Transaction>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (row) => formatDate(row.timestamp),
  },
  {
    id: 'type',
    header: 'Type',
    // Spec 2 §3: Deposit, Withdraw or Transfer; the status says whether it went through.
    cell: (row) => (
      <span className={styles.typeCell}>
        {row.type} <StatusBadge status={row.status} />
      </span>
    ),
  },
  { id: 'method', header: 'Method', cell: (row) => row.method },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <Money amount={row.amount} signed colored />,
  },
];

export interface RecentTransactionsProps {
  /** The merged ledger, newest first; the latest 5 are shown. */
  status: LoadStatus<readonly Transaction[]>;
  onRetry?: () => void;
}

/** Spec 2 §2 Recent Transactions: the latest 5, or the empty text with a Deposit Now link. */
export function RecentTransactions({ status, onRetry }: RecentTransactionsProps) {
  return (
    <Card title="Recent Transactions">
      <Table
        caption="Recent Transactions"
        hideCaption
        columns={columns}
        rows={status.kind === 'ready' ? latestTransactions(status.data) : []}
        getRowKey={(row) => row.key}
        status={status}
        emptyText={
          <div className={styles.emptyState}>
            <p>{emptyStates.portfolioTransactions}</p>
            <ButtonLink to="/deposit" variant="primary" size="sm">
              Deposit Now
            </ButtonLink>
          </div>
        }
        onRetry={onRetry}
        loadingLabel="Loading recent transactions"
        loadingRows={5}
      />
    </Card>
  );
}
