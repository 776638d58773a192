import type { AccountFigures, ActiveBalance, LoadStatus } from '@tp/api';
import { profileMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { Money } from '../../widgets/Money';
import { FigureTiles, UnavailableFigure } from '../shared/FigureTiles';
import { LoadError, Placeholder, Section } from '../shared/Section';
import * as shared from '../shared/accountFigures.css';
import * as styles from './Portfolio.css';
import { portfolioFigures } from './portfolioFigures';
import { portfolioTexts } from './portfolioTexts';

export interface PortfolioSummaryProps {
  /** The active balance; its error replaces the summary. */
  balance: LoadStatus<ActiveBalance>;
  onRetryBalance?: () => void;
  /** The account summary (null: the user has none, so profit is estimated). */
  summary: LoadStatus<AccountFigures | null>;
  onRetrySummary?: () => void;
}

/** When the server last changed the balance, or "Never" when there is no balance record. */
function LastUpdated({ at }: { at: string | null }) {
  const time = at === null ? Number.NaN : Date.parse(at);
  return (
    <p className={shared.note}>
      Last updated:{' '}
      {Number.isNaN(time) ? (
        profileMessages.never
      ) : (
        <time dateTime={new Date(time).toISOString()}>{formatDateTime(time)}</time>
      )}
    </p>
  );
}

/** Spec 2 §2 Portfolio Summary: Balance, Profit (D10: an estimate says so) and last updated, or Never. */
export function PortfolioSummary({
  balance,
  onRetryBalance,
  summary,
  onRetrySummary,
}: PortfolioSummaryProps) {
  // The profit waits for the summary, so an estimate never flashes before the real figure.
  const status = balance.kind === 'ready' && summary.kind === 'loading' ? summary : balance;
  return (
    <Section
      title="Portfolio Summary"
      status={status}
      onRetry={onRetryBalance}
      loadingLabel="Loading portfolio summary"
      frame={
        // Laid out as the card lays the loaded parts, so nothing below moves when they arrive.
        <div className={styles.summaryFrame}>
          <FigureTiles
            tiles={[
              { label: 'Balance', value: <Placeholder /> },
              { label: 'Profit', value: <Placeholder /> },
            ]}
          />
          <p className={shared.note}>
            Last updated: <Placeholder />
          </p>
        </div>
      }
    >
      {(active) =>
        summary.kind !== 'loading' && (
          <SummaryFigures active={active} summary={summary} onRetrySummary={onRetrySummary} />
        )
      }
    </Section>
  );
}

function SummaryFigures({
  active,
  summary,
  onRetrySummary,
}: {
  active: ActiveBalance;
  summary: Exclude<LoadStatus<AccountFigures | null>, { kind: 'loading' }>;
  onRetrySummary?: () => void;
}) {
  const figures = summary.kind === 'ready' ? portfolioFigures(active.balance, summary.data) : null;
  return (
    <>
      <FigureTiles
        tiles={[
          { label: 'Balance', value: <Money amount={active.balance} /> },
          {
            label: 'Profit',
            value: figures ? (
              <Money amount={figures.profit.amount} signed colored />
            ) : (
              <UnavailableFigure />
            ),
            estimate: figures?.profit.estimate,
          },
        ]}
      />
      {summary.kind === 'error' && (
        <LoadError
          message={`${portfolioTexts.profitUnavailable} ${summary.message}`}
          retrying={summary.retrying}
          onRetry={onRetrySummary}
        />
      )}
      {figures?.profit.estimate && (
        <p className={shared.note}>{portfolioTexts.profitEstimateNote}</p>
      )}
      <LastUpdated at={active.updatedAt} />
    </>
  );
}
