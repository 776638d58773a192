import type { Deposit, LoadStatus } from '@tp/api';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
import type { CopyText } from './CopyButton';
import { DepositFlow, type DepositFlowStart, type DepositRequest } from './DepositFlow';
import type { DepositServerField } from './depositFailure';
import { DepositOutcome, type DepositOutcomeMessage } from './DepositOutcome';
import type { DepositWallet } from './depositWallets';
import { PendingDeposits } from './PendingDeposits';
import * as styles from './Deposit.css';

export interface DepositViewProps {
  /** The balance in dollars. */
  balance: LoadStatus<number>;
  pending: LoadStatus<readonly Deposit[]>;
  onRetryPending: () => void;
  /** The create call is running. */
  submitting?: boolean;
  outcome?: DepositOutcomeMessage | null;
  onOutcomeHide?: () => void;
  serverErrors?: Partial<Record<DepositServerField, string>>;
  /** A new value starts the flow afresh (the form resets after a deposit is created). */
  formKey?: number;
  /** Where the flow starts (stories). */
  start?: DepositFlowStart;
  wallets?: readonly DepositWallet[];
  copyText?: CopyText;
  onEdit?: () => void;
  onConfirm: (request: DepositRequest) => void;
}

/** Spec 2 §2 Deposit Funds: balance, the deposit flow, what to expect, and the pending deposits. */
export function DepositView({
  balance,
  pending,
  onRetryPending,
  submitting = false,
  outcome = null,
  onOutcomeHide = () => undefined,
  serverErrors,
  formKey = 0,
  start,
  wallets,
  copyText,
  onEdit,
  onConfirm,
}: DepositViewProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Deposit Funds</h1>
      <div className={styles.columns}>
        <Card title="Balance" className={styles.balanceArea}>
          {balance.kind === 'loading' && <Spinner label="Loading balance" showLabel />}
          {balance.kind === 'error' && (
            <p role="alert" className={styles.errorText}>
              {balance.message}
            </p>
          )}
          {balance.kind === 'ready' && (
            <p className={styles.balance} data-testid="balance">
              <Money amount={balance.data} />
            </p>
          )}
        </Card>
        <div className={styles.main}>
          <DepositOutcome outcome={outcome} onHide={onOutcomeHide} />
          <Card title="New deposit">
            <DepositFlow
              key={formKey}
              focusOnMount={formKey !== 0}
              start={formKey === 0 ? start : undefined}
              wallets={wallets}
              submitting={submitting}
              serverErrors={serverErrors}
              copyText={copyText}
              onEdit={onEdit}
              onConfirm={onConfirm}
            />
          </Card>
        </div>
        <Card title="Good to know" className={styles.infoArea}>
          <ul className={styles.infoList}>
            <li>
              Crypto deposits usually need 1 to 6 network confirmations before they are approved.
            </li>
            <li>There are no fees on bank transfer or credit card deposits.</li>
            <li>Your balance changes once a deposit is approved.</li>
          </ul>
        </Card>
      </div>
      <PendingDeposits status={pending} onRetry={onRetryPending} />
    </div>
  );
}
