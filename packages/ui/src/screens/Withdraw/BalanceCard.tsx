import type { LoadStatus } from '@tp/api';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
import * as styles from './Withdraw.css';

export interface BalanceCardProps {
  /** The available balance in dollars. */
  state: LoadStatus<number>;
  onRetry?: () => void;
}

/** Spec 2 §2: the available balance (settled minus held, D4), read from the server. */
export function BalanceCard({ state, onRetry }: BalanceCardProps) {
  return (
    <Card title="Available Balance">
      {state.kind === 'loading' && <Spinner label="Loading balance" showLabel />}
      {state.kind === 'error' && (
        <div className={styles.balanceError}>
          <p role="alert">{state.message}</p>
          {onRetry && (
            <Button variant="secondary" size="sm" busy={state.retrying} onClick={onRetry}>
              Try Again
            </Button>
          )}
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <Money amount={state.data} className={styles.balance} />
          <p className={styles.muted}>Pending withdrawals are held until they are approved.</p>
        </>
      )}
    </Card>
  );
}
