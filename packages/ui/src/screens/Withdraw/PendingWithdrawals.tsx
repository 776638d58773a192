import type { LoadStatus, Withdrawal } from '@tp/api';
import { formatDateTime } from '../../format';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import { Placeholder, SectionBody } from '../shared/Section';
import { maskAccount } from './maskAccount';
import { useNarrowScreen } from './useNarrowScreen';
import * as styles from './Withdraw.css';

export interface PendingWithdrawalsProps {
  status: LoadStatus<readonly Withdrawal[]>;
  onRetry: () => void;
  /** Opens the code dialog for a withdrawal left unverified (e.g. after Cancel). */
  onVerify: (withdrawal: Withdrawal) => void;
}

/** Where the money goes: the bank account masked (spec 2 §3), or the wallet address and chain. */
export function destinationOf(withdrawal: Withdrawal): string {
  if (withdrawal.bank_account) return maskAccount(withdrawal.bank_account);
  if (withdrawal.wallet_address)
    return withdrawal.chain
      ? `${withdrawal.wallet_address} (${withdrawal.chain.toUpperCase()})`
      : withdrawal.wallet_address;
  return '—';
}

/** Spec 2 §2: Pending Withdrawals, with a retry on a load failure; a list of cards on a phone. */
export function PendingWithdrawals({ status, onRetry, onVerify }: PendingWithdrawalsProps) {
  const narrow = useNarrowScreen();
  const withdrawals = status.kind === 'ready' ? status.data : [];
  const verifyButton = (row: Withdrawal) =>
    row.status === 'pending' ? (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Verify withdrawal ${row.id}`}
        onClick={() => onVerify(row)}
      >
        Verify
      </Button>
    ) : null;
  const date = (row: Withdrawal) => (
    <time className={styles.nowrap} dateTime={row.created_at}>
      {formatDateTime(row.created_at)}
    </time>
  );

  if (narrow)
    return (
      <Card title="Pending Withdrawals">
        <SectionBody
          status={status}
          onRetry={onRetry}
          loadingLabel="Loading pending withdrawals"
          // As tall as "No pending withdrawals", the list most users have.
          frame={
            <p className={styles.muted}>
              <Placeholder />
            </p>
          }
        >
          {(rows) =>
            rows.length === 0 ? (
              <p className={styles.muted}>No pending withdrawals</p>
            ) : (
              <ul className={styles.itemList} aria-label="Pending Withdrawals">
                {rows.map((row) => (
                  <li key={row.id} className={styles.item}>
                    <div className={styles.itemHeader}>
                      <Money amount={row.amount} className={styles.itemAmount} />
                      <StatusBadge status={row.status} />
                    </div>
                    <p className={styles.muted}>
                      {row.withdrawal_method} · {date(row)}
                    </p>
                    <p className={styles.destination}>{destinationOf(row)}</p>
                    {verifyButton(row)}
                  </li>
                ))}
              </ul>
            )
          }
        </SectionBody>
      </Card>
    );

  const columns: readonly TableColumn<Withdrawal>[] = [
    { id: 'date', header: 'Date', cell: date },
    { id: 'method', header: 'Method', cell: (row) => row.withdrawal_method },
    {
      id: 'destination',
      header: 'Destination',
      cell: (row) => <span className={styles.destination}>{destinationOf(row)}</span>,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => <Money amount={row.amount} className={styles.nowrap} />,
    },
    { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    { id: 'action', header: 'Action', cell: verifyButton },
  ];

  return (
    <Card title="Pending Withdrawals">
      <Table
        caption="Pending Withdrawals"
        hideCaption
        columns={columns}
        rows={withdrawals}
        getRowKey={(row) => String(row.id)}
        status={status}
        emptyText="No pending withdrawals"
        onRetry={onRetry}
        loadingLabel="Loading pending withdrawals"
      />
    </Card>
  );
}
