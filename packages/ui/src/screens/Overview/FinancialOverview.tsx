import { useLingui } from '@lingui/react/macro';
import type { AccountFigures, LoadStatus } from '@tp/api';
import { Money } from '../../widgets/Money';
import { FigureTiles, UnavailableFigure } from '../shared/FigureTiles';
import { LoadError, Placeholder, Section } from '../shared/Section';
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
  // The margin waits for the summary, so an estimate never flashes before the real figure.
  const { i18n, t } = useLingui();
  const status = balance.kind === 'ready' && summary.kind === 'loading' ? summary : balance;
  return (
    <Section
      title={t`Financial Overview`}
      status={status}
      onRetry={onRetryBalance}
      loadingLabel={t`Loading financial overview`}
      frame={
        <FigureTiles
          tiles={[t`Balance`, t`Profit`, t`Margin`].map((label) => ({
            label,
            value: <Placeholder />,
          }))}
        />
      }
    >
      {(amount) => {
        const figures = summary.kind === 'ready' ? overviewFigures(amount, summary.data) : null;
        return (
          <>
            <FigureTiles
              tiles={[
                { label: t`Balance`, value: <Money amount={amount} /> },
                {
                  label: t`Profit`,
                  value: figures ? (
                    <Money amount={figures.profit} signed colored />
                  ) : (
                    <UnavailableFigure />
                  ),
                },
                {
                  label: t`Margin`,
                  value: figures ? <Money amount={figures.margin.amount} /> : <UnavailableFigure />,
                  estimate: figures?.margin.estimate,
                },
              ]}
            />
            {summary.kind === 'error' && (
              <LoadError
                message={i18n._(overviewTexts.figuresUnavailable(summary.message))}
                retrying={summary.retrying}
                onRetry={onRetrySummary}
              />
            )}
            {figures?.margin.estimate && (
              <p className={shared.note}>{i18n._(overviewTexts.marginEstimateNote)}</p>
            )}
          </>
        );
      }}
    </Section>
  );
}
