import type { Deposit, LoadStatus } from '@tp/api';
import { useLingui } from '@lingui/react/macro';
import { depositMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import { paymentMethodLabel } from '../shared/paymentMethods';
import * as styles from './Deposit.css';

export interface PendingDepositsProps {
  status: LoadStatus<readonly Deposit[]>;
  onRetry: () => void;
}

/** Spec 2 §2: the Pending Deposits list, with the spec's empty and error texts and a retry. */
export function PendingDeposits({ status, onRetry }: PendingDepositsProps) {
  const { t } = useLingui();
  // Amount and status first after the reference: on a phone they stay in view while the rest scrolls.
  const columns: readonly TableColumn<Deposit>[] = [
    { id: 'id', header: t`Reference ID`, cell: (deposit) => deposit.id },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      cell: (deposit) => <Money amount={deposit.amount} />,
    },
    { id: 'status', header: t`Status`, cell: (deposit) => <StatusBadge status={deposit.status} /> },
    {
      id: 'date',
      header: t`Date`,
      cell: (deposit) => (
        <span className={styles.nowrap}>{formatDateTime(deposit.created_at)}</span>
      ),
    },
    {
      id: 'method',
      header: t`Method`,
      cell: (deposit) => {
        // The method in the active language; the coin ("USDT (TRC20)") is a product name.
        const method = paymentMethodLabel(deposit.payment_method);
        return (
          <span className={styles.nowrap}>
            {deposit.cryptoType ? `${method} (${deposit.cryptoType})` : method}
          </span>
        );
      },
    },
  ];

  return (
    <Card title={t`Pending Deposits`}>
      <Table
        caption={t`Pending Deposits`}
        hideCaption
        columns={columns}
        rows={status.kind === 'ready' ? status.data : []}
        getRowKey={(deposit) => String(deposit.id)}
        status={status}
        emptyText={depositMessages.noPending}
        onRetry={onRetry}
        loadingLabel={t`Loading pending deposits`}
      />
    </Card>
  );
}
