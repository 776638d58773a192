import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadStatus, Withdrawal } from '@tp/api';
import { formatDateTime } from '../../format';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import { Placeholder, SectionBody } from '../shared/Section';
import { maskAccount } from './maskAccount';
import { paymentMethodLabel } from '../shared/paymentMethods';
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
  const { t } = useLingui();
  const narrow = useNarrowScreen();
  const withdrawals = status.kind === 'ready' ? status.data : [];
  const verifyButton = (row: Withdrawal) => {
    if (row.status !== 'pending') return null;
    const id = row.id;
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`Verify withdrawal ${id}`}
        onClick={() => onVerify(row)}
      >
        <Trans>Verify</Trans>
      </Button>
    );
  };
  /** The method in the active language; one the API does not list yet, as it came. */
  const methodOf = (row: Withdrawal) => paymentMethodLabel(row.withdrawal_method);
  const title = t`Pending Withdrawals`;
  const loadingLabel = t`Loading pending withdrawals`;
  const date = (row: Withdrawal) => (
    <time className={styles.nowrap} dateTime={row.created_at}>
      {formatDateTime(row.created_at)}
    </time>
  );

  if (narrow)
    return (
      <Card title={title}>
        <SectionBody
          status={status}
          onRetry={onRetry}
          loadingLabel={loadingLabel}
          // As tall as "No pending withdrawals", the list most users have.
          frame={
            <p className={styles.muted}>
              <Placeholder />
            </p>
          }
        >
          {(rows) =>
            rows.length === 0 ? (
              <p className={styles.muted}>
                <Trans>No pending withdrawals</Trans>
              </p>
            ) : (
              <ul className={styles.itemList} aria-label={title}>
                {rows.map((row) => (
                  <li key={row.id} className={styles.item}>
                    <div className={styles.itemHeader}>
                      <Money amount={row.amount} className={styles.itemAmount} />
                      <StatusBadge status={row.status} />
                    </div>
                    <p className={styles.muted}>
                      {methodOf(row)} · {date(row)}
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
    { id: 'date', header: t`Date`, cell: date },
    { id: 'method', header: t`Method`, cell: methodOf },
    {
      id: 'destination',
      header: t`Destination`,
      cell: (row) => <span className={styles.destination}>{destinationOf(row)}</span>,
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      cell: (row) => <Money amount={row.amount} className={styles.nowrap} />,
    },
    { id: 'status', header: t`Status`, cell: (row) => <StatusBadge status={row.status} /> },
    { id: 'action', header: t`Action`, cell: verifyButton },
  ];

  return (
    <Card title={title}>
      <Table
        caption={title}
        hideCaption
        columns={columns}
        rows={withdrawals}
        getRowKey={(row) => String(row.id)}
        status={status}
        emptyText={<Trans>No pending withdrawals</Trans>}
        onRetry={onRetry}
        loadingLabel={loadingLabel}
      />
    </Card>
  );
}
