import type { Deposit, LoadStatus } from '@tp/api';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmitResult } from '../../forms';
import { Card } from '../../widgets/Card';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { pageTitle } from '../../widgets/PageHeader';
import { BalanceCard } from '../shared/BalanceCard';
import type { CopyText } from '../../widgets/CopyButton';
import { DepositFlow, type DepositFlowStart, type DepositRequest } from './DepositFlow';
import type { DepositWallet } from './depositWallets';
import type { DepositDetailsField } from './validateDeposit';
import { PendingDeposits } from './PendingDeposits';
import * as styles from './Deposit.css';

export interface DepositViewProps {
  /** The balance in dollars. */
  balance: LoadStatus<number>;
  onRetryBalance?: () => void;
  pending: LoadStatus<readonly Deposit[]>;
  onRetryPending: () => void;
  /** The create call's outcome (from `useNotice()`): a success clears after 3 s, errors stay. */
  outcome: NoticeControl;
  /** Where the flow starts (stories). */
  start?: DepositFlowStart;
  wallets?: readonly DepositWallet[];
  copyText?: CopyText;
  onEdit?: () => void;
  /** Creates the deposit (Confirm): answers the server's field messages, or 'reset' once it exists. */
  onSubmit: (
    request: DepositRequest,
  ) => SubmitResult<DepositDetailsField> | Promise<SubmitResult<DepositDetailsField>>;
}

/** Spec 2 §2 Deposit Funds: balance, the deposit flow, what to expect, and the pending deposits. */
export function DepositView({
  balance,
  onRetryBalance,
  pending,
  onRetryPending,
  outcome,
  start,
  wallets,
  copyText,
  onEdit,
  onSubmit,
}: DepositViewProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={pageTitle}>
        <Trans>Deposit Funds</Trans>
      </h1>
      <div className={styles.columns}>
        <BalanceCard
          title={t`Balance`}
          className={styles.balanceArea}
          status={balance}
          onRetry={onRetryBalance}
        />
        <div className={styles.main}>
          <LiveNotice control={outcome} />
          <Card title={t`New deposit`}>
            <DepositFlow
              start={start}
              wallets={wallets}
              copyText={copyText}
              onEdit={onEdit}
              onSubmit={onSubmit}
            />
          </Card>
        </div>
        <Card title={t`Good to know`} className={styles.infoArea}>
          <ul className={styles.infoList}>
            <li>
              <Trans>
                Crypto deposits usually need 1 to 6 network confirmations before they are approved.
              </Trans>
            </li>
            <li>
              <Trans>There are no fees on bank transfer or credit card deposits.</Trans>
            </li>
            <li>
              <Trans>Your balance changes once a deposit is approved.</Trans>
            </li>
          </ul>
        </Card>
      </div>
      <PendingDeposits status={pending} onRetry={onRetryPending} />
    </div>
  );
}
