import { useLingui } from '@lingui/react/macro';
import type { LoadStatus } from '@tp/api';
import type { ReactNode } from 'react';
import { Money } from '../../widgets/Money';
import { Placeholder, Section } from './Section';
import * as styles from './Section.css';

export interface BalanceCardProps {
  /** The available balance in dollars (settled minus held, D4). */
  status: LoadStatus<number>;
  onRetry?: () => void;
  /** The card's title, as each screen's spec names it. */
  title?: string;
  /** A line under the figure ("Available to transfer"), shown loading too. */
  note?: ReactNode;
  /** A smaller figure, for the card beside a page title (Packages). */
  compact?: boolean;
  className?: string;
}

/** The balance card of Deposit, Withdraw, Transfer and Packages: loads, fails and retries in place. */
export function BalanceCard({
  status,
  onRetry,
  title,
  note,
  compact = false,
  className,
}: BalanceCardProps) {
  const { t } = useLingui();
  const figureClass = compact
    ? `${styles.balanceFigure} ${styles.balanceFigureCompact}`
    : styles.balanceFigure;
  const noteLine = note && <p className={styles.balanceNote}>{note}</p>;
  return (
    <Section
      title={title ?? t`Available Balance`}
      className={className}
      status={status}
      onRetry={onRetry}
      loadingLabel={t`Loading balance`}
      frame={
        <div className={styles.balanceBody}>
          <p className={figureClass}>
            <Placeholder />
          </p>
          {noteLine}
        </div>
      }
    >
      {(amount) => (
        <div className={styles.balanceBody}>
          <p className={figureClass} data-testid="balance">
            <Money amount={amount} />
          </p>
          {noteLine}
        </div>
      )}
    </Section>
  );
}
