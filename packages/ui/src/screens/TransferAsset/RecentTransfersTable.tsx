import type { LoadStatus } from '@tp/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { transferMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { Button } from '../../widgets/Button';
import { Money } from '../../widgets/Money';
import { useOwnAmounts } from '../../privacy';
import { StatusBadge } from '../../widgets/StatusBadge';
import { Table, type TableColumn } from '../../widgets/Table';
import * as styles from './TransferAsset.css';

/** One row of Recent Transfers (spec 2 §3 pending transfer: id, amount, status, createdAt, recipientEmail). */
export interface TransferRow {
  id: number;
  /** ISO date-time. */
  createdAt: string;
  recipientEmail: string;
  /** In dollars. */
  amount: number;
  status: string;
}

export interface RecentTransfersTableProps {
  status: LoadStatus<readonly TransferRow[]>;
  onRetry: () => void;
  /** Reopens Verify Your Transfer for a pending transfer (its code can also be sent again there). */
  onVerify: (transferId: number) => void;
}

export function formatTransferDate(iso: string): string {
  return formatDateTime(iso, iso);
}

/** Spec 2 §2: Date, Receiver's Email, Amount, Status; a pending row can still be verified. */
export function RecentTransfersTable({ status, onRetry, onVerify }: RecentTransfersTableProps) {
  const { t } = useLingui();
  const own = useOwnAmounts();
  const verifyLabel = (row: TransferRow) => {
    const amount = own.spokenUsd(row.amount);
    const email = row.recipientEmail;
    return t`Verify transfer of ${amount} to ${email}`;
  };
  const columns: readonly TableColumn<TransferRow>[] = [
    {
      id: 'date',
      header: t`Date`,
      cell: (row) => <time dateTime={row.createdAt}>{formatTransferDate(row.createdAt)}</time>,
    },
    {
      id: 'email',
      header: t`Receiver's Email`,
      cell: (row) => <span className={styles.email}>{row.recipientEmail}</span>,
    },
    { id: 'amount', header: t`Amount`, align: 'end', cell: (row) => <Money amount={row.amount} /> },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => (
        <span className={styles.statusCell}>
          <StatusBadge status={row.status} />
          {row.status === 'pending' && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={verifyLabel(row)}
              onClick={() => onVerify(row.id)}
            >
              <Trans>Verify</Trans>
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Table
      caption={t`Recent Transfers`}
      hideCaption
      columns={columns}
      rows={status.kind === 'ready' ? status.data : []}
      getRowKey={(row) => String(row.id)}
      status={status}
      emptyText={transferMessages.noPending}
      onRetry={onRetry}
      loadingLabel={t`Loading transfers`}
    />
  );
}
