import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
import type { BalanceState } from '../shared/queryStates';
import * as styles from './Withdraw.css';

export interface BalanceCardProps {
  state: BalanceState;
  onRetry?: () => void;
}

/** Spec 2 §2: the available balance (settled minus held, D4), read from the server. */
export function BalanceCard({ state, onRetry }: BalanceCardProps) {
  return (
    <Card title="Available Balance">
      {state.status === 'loading' && <Spinner label="Loading balance" showLabel />}
      {state.status === 'error' && (
        <div className={styles.balanceError}>
          <p role="alert">{state.message}</p>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try Again
            </Button>
          )}
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <Money amount={state.amount} className={styles.balance} />
          <p className={styles.muted}>Pending withdrawals are held until they are approved.</p>
        </>
      )}
    </Card>
  );
}
