import type { ReactNode } from 'react';
import type { LoadStatus } from '@tp/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { centsOfDollars, dollarsOfCents } from '../../forms';
import { Banner } from '../../widgets/Banner';
import { Card } from '../../widgets/Card';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { Money } from '../../widgets/Money';
import { PageHeader } from '../../widgets/PageHeader';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { BalanceCard } from '../shared/BalanceCard';
import { Placeholder } from '../shared/Section';
import { RecentTransfersTable, type TransferRow } from './RecentTransfersTable';
import { TransferCompleteDialog, type CompletedTransfer } from './TransferCompleteDialog';
import { TransferForm } from './TransferForm';
import type { SubmitResult } from '../../forms';
import type { TransferField, TransferRequest } from './validateTransfer';
import * as styles from './TransferAsset.css';

export interface TransferAssetViewProps {
  /** The available balance (spec 2 §2 Wallet Balance; the Amount field shows it too). */
  balance: LoadStatus<number>;
  onRetryBalance?: () => void;
  transfers: LoadStatus<readonly TransferRow[]>;
  onRetryTransfers: () => void;
  /** A page message: a failed transfer, an expired code, a code e-mail that could not be sent. */
  notice: NoticeControl;
  /** Opens Transfer Complete. */
  completed?: CompletedTransfer | null;
  onCompletedClose?: () => void;
  onFormEdit?: () => void;
  /** Creates the transfer; answers the server's field messages, or 'reset' once it exists. */
  onSubmit: (
    request: TransferRequest,
  ) => SubmitResult<TransferField> | Promise<SubmitResult<TransferField>>;
  onVerify: (transferId: number) => void;
  /** D22: the saved recipients card, last on the page, so its late arrival moves nothing (the Screen wires it). */
  savedRecipients?: ReactNode;
}

/**
 * Total Transfer sums the transfers that went through (approved): money that has left this wallet by
 * transfer. Pending ones are only held and expired or rejected ones never left, so they do not count.
 */
export function totalTransferred(rows: readonly TransferRow[]): number {
  const cents = rows
    .filter((row) => row.status === 'approved')
    .reduce((sum, row) => sum + centsOfDollars(row.amount), 0);
  return dollarsOfCents(cents);
}

/** /transfer-asset (spec 2 §2 Transfer Asset): form, Wallet Balance, Total Transfer, Recent Transfers. */
export function TransferAssetView({
  balance,
  onRetryBalance,
  transfers,
  onRetryTransfers,
  notice,
  completed = null,
  onCompletedClose = () => undefined,
  onFormEdit,
  onSubmit,
  onVerify,
  savedRecipients = null,
}: TransferAssetViewProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Transfer Asset`}
        lead={t`Send funds to another client by e-mail. We e-mail you a code to confirm each transfer.`}
        wide
      />
      {notice.notice && (
        <Banner key={notice.notice.message} tone={notice.notice.tone} onHide={notice.clear}>
          {notice.notice.message}
        </Banner>
      )}
      <div className={styles.layout}>
        <Card title={t`Transfer Details`}>
          <TransferForm
            balance={balance.kind === 'ready' ? balance.data : null}
            onEdit={onFormEdit}
            onSubmit={onSubmit}
          />
        </Card>
        <div className={styles.sideCards}>
          <BalanceCard
            title={t`Wallet Balance`}
            status={balance}
            onRetry={onRetryBalance}
            note={t`Available to transfer`}
          />
          <Card title={t`Total Transfer`}>
            <TotalFigure transfers={transfers} />
          </Card>
        </div>
      </div>
      <Card title={t`Recent Transfers`}>
        <RecentTransfersTable status={transfers} onRetry={onRetryTransfers} onVerify={onVerify} />
      </Card>
      {savedRecipients}
      <TransferCompleteDialog transfer={completed} onClose={onCompletedClose} />
    </div>
  );
}

function TotalFigure({ transfers }: { transfers: LoadStatus<readonly TransferRow[]> }) {
  // The loaded frame (the card's own gap between its lines): nothing below moves when the list arrives.
  if (transfers.kind === 'loading')
    return (
      <>
        <span role="status" className={visuallyHidden}>
          <Trans>Loading total</Trans>
        </span>
        <p className={styles.figure} aria-busy="true">
          <Placeholder />
        </p>
        <p className={styles.figureNote}>
          <Trans>Sent in completed transfers</Trans>
        </p>
      </>
    );
  if (transfers.kind === 'error')
    return (
      <p className={styles.figureNote}>
        <Trans>Not available: see Recent Transfers.</Trans>
      </p>
    );
  return (
    <>
      <Money amount={totalTransferred(transfers.data)} className={styles.figure} />
      <p className={styles.figureNote}>
        <Trans>Sent in completed transfers</Trans>
      </p>
    </>
  );
}
