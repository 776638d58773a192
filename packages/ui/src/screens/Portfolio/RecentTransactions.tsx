import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadStatus, Transaction, TransactionType } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { formatDate } from '../../format';
import { ButtonLink } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import { paymentMethodLabel } from '../shared/paymentMethods';
import { latestTransactions } from './latestTransactions';
import * as styles from './Portfolio.css';
import { MaskedText } from '../../privacy';

/** Spec 2 §3's type, in the active language: called while the table renders. */
function transactionTypeLabel(type: TransactionType): string {
  switch (type) {
    case 'Deposit':
      return t`Deposit`;
    case 'Withdraw':
      return t`Withdraw`;
    case 'Transfer':
      return t`Transfer`;
  }
}

const columns = [
  {
    id: 'date',
    header: msg`Date`,
    cell: (row) => formatDate(row.timestamp),
  },
  {
    id: 'type',
    header: msg`Type`,
    // Spec 2 §3: Deposit, Withdraw or Transfer; the status says whether it went through.
    cell: (row) => (
      <span className={styles.typeCell}>
        {transactionTypeLabel(row.type)} <StatusBadge status={row.status} />
      </span>
    ),
  },
  { id: 'method', header: msg`Method`, cell: (row) => paymentMethodLabel(row.method) },
  {
    id: 'amount',
    header: msg`Amount`,
    align: 'end',
    cell: (row) => <Money amount={row.amount} signed colored />,
  },
] satisfies readonly (Omit<TableColumn<Transaction>, 'header'> & { header: MessageDescriptor })[];

export interface RecentTransactionsProps {
  /** The merged ledger, newest first; the latest 5 are shown. */
  status: LoadStatus<readonly Transaction[]>;
  onRetry?: () => void;
}

/** Spec 2 §2 Recent Transactions: the latest 5, or the empty text with a Deposit Now link. */
export function RecentTransactions({ status, onRetry }: RecentTransactionsProps) {
  const { i18n, t } = useLingui();
  return (
    <Card title={t`Recent Transactions`}>
      <Table
        caption={t`Recent Transactions`}
        hideCaption
        columns={columns.map((column) => ({ ...column, header: i18n._(column.header) }))}
        rows={status.kind === 'ready' ? latestTransactions(status.data) : []}
        getRowKey={(row) => row.key}
        status={status}
        emptyText={
          <div className={styles.emptyState}>
            <p>
              <MaskedText text={emptyStates.portfolioTransactions} />
            </p>
            <ButtonLink to="/deposit" variant="primary" size="sm">
              <Trans>Deposit Now</Trans>
            </ButtonLink>
          </div>
        }
        onRetry={onRetry}
        loadingLabel={t`Loading recent transactions`}
        loadingRows={5}
      />
    </Card>
  );
}
