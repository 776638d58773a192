import type { AccountFigures, LoadStatus } from '@tp/api';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
import { FigureTiles, UnavailableFigure } from '../shared/FigureTiles';
import { LoadError } from '../shared/Section';
import * as shared from '../shared/accountFigures.css';
import { overviewFigures } from './overviewFigures';
import { overviewTexts } from './overviewTexts';

export interface FinancialOverviewProps {
  /** The active balance; its error replaces the cards. */
  balance: LoadStatus<number>;
  onRetryBalance?: () => void;
  /** The account summary (null: the user has none, so the margin is estimated). */
  summary: LoadStatus<AccountFigures | null>;
  onRetrySummary?: () => void;
}

/** Spec 2 §2 Financial Overview: Balance, Profit and Margin (D10: an estimated margin says so). */
export function FinancialOverview({
  balance,
  onRetryBalance,
  summary,
  onRetrySummary,
}: FinancialOverviewProps) {
  let content;
  if (balance.kind === 'error') {
    content = (
      <LoadError message={balance.message} retrying={balance.retrying} onRetry={onRetryBalance} />
    );
  } else if (balance.kind === 'loading' || summary.kind === 'loading') {
    // The margin waits for the summary, so an estimate never flashes before the real figure.
    content = <Spinner label="Loading financial overview" showLabel />;
  } else {
    const figures = summary.kind === 'ready' ? overviewFigures(balance.data, summary.data) : null;
    content = (
      <>
        <FigureTiles
          tiles={[
            { label: 'Balance', value: <Money amount={balance.data} /> },
            {
              label: 'Profit',
              value: figures ? (
                <Money amount={figures.profit} signed colored />
              ) : (
                <UnavailableFigure />
              ),
            },
            {
              label: 'Margin',
              value: figures ? <Money amount={figures.margin.amount} /> : <UnavailableFigure />,
              estimate: figures?.margin.estimate,
            },
          ]}
        />
        {summary.kind === 'error' && (
          <LoadError
            message={`${overviewTexts.figuresUnavailable} ${summary.message}`}
            retrying={summary.retrying}
            onRetry={onRetrySummary}
          />
        )}
        {figures?.margin.estimate && (
          <p className={shared.note}>{overviewTexts.marginEstimateNote}</p>
        )}
      </>
    );
  }
  return <Card title="Financial Overview">{content}</Card>;
}
