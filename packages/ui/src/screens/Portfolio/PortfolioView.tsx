import { Trans } from '@lingui/react/macro';
import type {
  AccountFigures,
  ActiveBalance,
  Freshness,
  Holding,
  LoadStatus,
  Transaction,
} from '@tp/api';
import * as shared from '../shared/accountFigures.css';
import { AssetBreakdown } from './AssetBreakdown';
import { PortfolioSummary } from './PortfolioSummary';
import { RecentTransactions } from './RecentTransactions';

export interface PortfolioViewProps {
  /** The active balance: the summary's Balance and last updated. Its error replaces the summary. */
  balance: LoadStatus<ActiveBalance>;
  onRetryBalance?: () => void;
  /** The first account summary, or null when the user has none (profit is then a 25 % estimate). */
  summary: LoadStatus<AccountFigures | null>;
  onRetrySummary?: () => void;
  /** D10: the holdings, largest value first. */
  holdings: LoadStatus<readonly Holding[]>;
  onRetryHoldings?: () => void;
  /** D19: how fresh the holdings' values are. */
  holdingsFreshness?: Freshness;
  /** The merged ledger, newest first. */
  transactions: LoadStatus<readonly Transaction[]>;
  onRetryTransactions?: () => void;
}

/**
 * Spec 2 §2 Portfolio: Portfolio Summary, Asset Breakdown and Recent Transactions. Each section
 * loads, fails and retries on its own; a failed one never hides the others.
 */
export function PortfolioView(props: PortfolioViewProps) {
  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>
          <Trans>Portfolio</Trans>
        </h1>
      </header>

      <PortfolioSummary
        balance={props.balance}
        onRetryBalance={props.onRetryBalance}
        summary={props.summary}
        onRetrySummary={props.onRetrySummary}
      />

      <div className={shared.columns}>
        <AssetBreakdown
          status={props.holdings}
          onRetry={props.onRetryHoldings}
          freshness={props.holdingsFreshness}
        />
        <RecentTransactions status={props.transactions} onRetry={props.onRetryTransactions} />
      </div>
    </div>
  );
}
