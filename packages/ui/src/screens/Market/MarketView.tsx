import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Freshness, LoadStatus } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { FreshnessMark } from '../../widgets/Freshness';
import { LoadError, Placeholder, StaleNote } from '../shared/Section';
import { CoinTable } from './CoinTable';
import { formatAsOf } from '../shared/marketFormat';
import {
  changeWindows,
  marketLists,
  type ChangeWindow,
  type MarketEntry,
  type MarketLists,
  type MarketStatus,
} from './marketLists';
import { marketTexts } from './marketTexts';
import { NewTradeButton } from './NewTradeButton';
import * as styles from './Market.css';
import { MaskedText } from '../../privacy';

export interface MarketViewProps {
  /** The top coins: loading, never loaded (error), or ready (possibly stale after a failed refresh). */
  coins: MarketStatus;
  /** The window gainers and losers are ranked by (D10). */
  window: ChangeWindow;
  onWindowChange: (window: ChangeWindow) => void;
  /** Reads the top coins again: after a first load failed, or while the data shown is stale. */
  onRetryCoins: () => void;
  /**
   * When the top coins were last asked for (ms; the later of the last answer and the last failure):
   * the data's time shows its date when it is from another day than that. Without it, the time alone.
   */
  checkedAt?: number;
  /** D19: how fresh the prices are (live, delayed, stale), marked beside their time. */
  freshness?: Freshness;
}

/** Spec 2 §2 Market: Gainers, Losers and Active from the top 50 coins, + New Trade, Recent Trades. */
export function MarketView({
  coins: status,
  window,
  onWindowChange,
  onRetryCoins: onRetry,
  checkedAt,
  freshness,
}: MarketViewProps) {
  const { i18n } = useLingui();
  const asOf =
    status.kind === 'ready' && status.asOf !== null
      ? formatAsOf(status.asOf, checkedAt ?? status.asOf)
      : null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{i18n._(marketTexts.title)}</h1>
          {status.kind === 'ready' && status.asOf !== null && (
            <p className={styles.asOf}>
              {freshness && (
                <FreshnessMark freshness={freshness} withTime={false} className={styles.asOfMark} />
              )}
              <PricesAsOf at={status.asOf} written={asOf} />
            </p>
          )}
          {/* The time's line, held while the first answer comes, so the lists below stay put. */}
          {status.kind === 'loading' && (
            <p className={styles.asOf}>
              <Placeholder />
            </p>
          )}
        </div>
        <NewTradeButton />
      </header>

      <section
        aria-label={i18n._(marketTexts.listsLabel)}
        aria-busy={status.kind === 'ready' && status.refreshing ? true : undefined}
        className={styles.lists}
      >
        {status.kind === 'error' ? (
          <LoadError
            className={styles.errorBox}
            message={status.message}
            retrying={status.retrying}
            onRetry={onRetry}
          />
        ) : (
          <>
            {status.kind === 'ready' && (
              <MarketStaleNote
                stale={status.stale}
                retrying={status.stale && status.refreshing}
                asOf={asOf}
                onRetry={onRetry}
              />
            )}
            <WindowPicker window={window} onWindowChange={onWindowChange} />
            <CoinTables status={status} window={window} />
          </>
        )}
      </section>

      <div className={styles.cardSlot}>
        <Card title={i18n._(marketTexts.recentTrades)} className={styles.listCard}>
          <p className={styles.recentTrades}>
            <MaskedText text={emptyStates.recentTrades} />
          </p>
        </Card>
      </div>
    </div>
  );
}

/** D10: "Prices as of" the time of the data shown. */
function PricesAsOf({ at, written }: { at: number; written: string | null }) {
  const time = <time dateTime={new Date(at).toISOString()}>{written}</time>;
  return (
    <span>
      <Trans>Prices as of {time}</Trans>
    </span>
  );
}

/**
 * D10: after a failed refresh the last good lists stay, with this note and its retry. Its live region is
 * always there (hidden while the data is fresh), so the note is announced when it appears.
 */
function MarketStaleNote({
  stale,
  retrying,
  asOf,
  onRetry,
}: {
  stale: boolean;
  retrying: boolean;
  asOf: string | null;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div role="status" className={stale ? undefined : visuallyHidden}>
      {stale && (
        <StaleNote className={styles.staleNote} refreshing={retrying} onRetry={onRetry}>
          <p className={styles.staleText}>{i18n._(marketTexts.stale(asOf))}</p>
        </StaleNote>
      )}
    </div>
  );
}

function WindowPicker({
  window,
  onWindowChange,
}: Pick<MarketViewProps, 'window' | 'onWindowChange'>) {
  const { i18n } = useLingui();
  return (
    <div role="group" aria-label={i18n._(marketTexts.windowGroup)} className={styles.windowGroup}>
      {changeWindows.map((option) => (
        <Button
          key={option}
          variant="ghost"
          size="sm"
          className={styles.windowButton}
          aria-pressed={option === window}
          onClick={() => onWindowChange(option)}
        >
          {i18n._(marketTexts.windowLabels[option])}
        </Button>
      ))}
    </div>
  );
}

/** The three lists, in the spec's order. */
const coinTables = [
  {
    list: 'gainers',
    title: marketTexts.gainers,
    figure: 'change',
    emptyText: marketTexts.noGainers,
  },
  { list: 'losers', title: marketTexts.losers, figure: 'change', emptyText: marketTexts.noLosers },
  { list: 'active', title: marketTexts.active, figure: 'volume', emptyText: marketTexts.noActive },
] satisfies readonly {
  list: keyof MarketLists;
  title: MessageDescriptor;
  figure: 'change' | 'volume';
  emptyText: MessageDescriptor;
}[];

function CoinTables({
  status,
  window,
}: {
  status: Exclude<MarketStatus, { kind: 'error' }>;
  window: ChangeWindow;
}) {
  const { i18n } = useLingui();
  const lists: MarketLists | null =
    status.kind === 'ready' ? marketLists(status.coins, window) : null;
  const rows = (pick: keyof MarketLists): LoadStatus<readonly MarketEntry[]> =>
    lists ? { kind: 'ready', data: lists[pick] } : { kind: 'loading' };
  return (
    <div className={styles.tables}>
      {coinTables.map(({ list, title, figure, emptyText }) => (
        <CoinTable
          key={list}
          title={i18n._(title)}
          figure={figure}
          window={window}
          status={rows(list)}
          emptyText={i18n._(emptyText)}
          loadingLabel={i18n._(marketTexts.loading[list])}
        />
      ))}
    </div>
  );
}
