import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountFigures, ActiveBalance, LoadStatus } from '@tp/api';
import { profileMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { MaskedText } from '../../privacy';
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
  const updated = at === null ? Number.NaN : Date.parse(at);
  const time = Number.isNaN(updated) ? (
    <MaskedText text={profileMessages.never} />
  ) : (
    <time dateTime={new Date(updated).toISOString()}>{formatDateTime(updated)}</time>
  );
  return (
    <p className={shared.note}>
      <Trans>Last updated: {time}</Trans>
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
  const { t } = useLingui();
  const status = balance.kind === 'ready' && summary.kind === 'loading' ? summary : balance;
  const time = <Placeholder />;
  return (
    <Section
      title={t`Portfolio Summary`}
      status={status}
      onRetry={onRetryBalance}
      loadingLabel={t`Loading portfolio summary`}
      frame={
        // Laid out as the card lays the loaded parts, so nothing below moves when they arrive.
        <div className={styles.summaryFrame}>
          <FigureTiles
            tiles={[
              { label: t`Balance`, value: <Placeholder /> },
              { label: t`Profit`, value: <Placeholder /> },
            ]}
          />
          <p className={shared.note}>
            <Trans>Last updated: {time}</Trans>
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
  const { i18n, t } = useLingui();
  const figures = summary.kind === 'ready' ? portfolioFigures(active.balance, summary.data) : null;
  return (
    <>
      <FigureTiles
        tiles={[
          { label: t`Balance`, value: <Money amount={active.balance} /> },
          {
            label: t`Profit`,
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
          message={i18n._(portfolioTexts.profitUnavailable(summary.message))}
          retrying={summary.retrying}
          onRetry={onRetrySummary}
        />
      )}
      {figures?.profit.estimate && (
        <p className={shared.note}>{i18n._(portfolioTexts.profitEstimateNote)}</p>
      )}
      <LastUpdated at={active.updatedAt} />
    </>
  );
}
