import { useLingui } from '@lingui/react/macro';
import {
  streamContract,
  type CandleFeed,
  type CandleInterval,
  type CoinQuote,
  type Freshness,
  type StreamCandle,
} from '@tp/api';
import { Link } from 'react-router-dom';
import { coinPageTitle } from '../../shell/coinPage';
import { Button } from '../../widgets/Button';
import { CandleChart } from '../../widgets/CandleChart';
import { Card } from '../../widgets/Card';
import { FreshnessMark } from '../../widgets/Freshness';
import { Spinner } from '../../widgets/Spinner';
import { ChangeFigure } from '../shared/ChangeFigure';
import { formatCoinPrice } from '../shared/marketFormat';
import { coinTexts } from './coinTexts';
import type { CoinOfPage } from './coinRoute';
import * as styles from './Coin.css';

export interface CoinViewProps {
  coin: CoinOfPage;
  interval: CandleInterval;
  onIntervalChange: (interval: CandleInterval) => void;
  /** The candles of `interval`, from the stream. */
  feed: CandleFeed;
  /** How fresh the candles (and so the last price) are; null before any came. */
  freshness: Freshness | null;
  /** The ticker's quote (streamed, or polled where the stream is down): the 24 h change, and the price without candles. */
  quote: CoinQuote | null;
}

/** The forming candle's close is the live price; without candles, the ticker's. */
function lastPriceOf(feed: CandleFeed, quote: CoinViewProps['quote']): number | null {
  const last: StreamCandle | undefined = feed.status === 'ready' ? feed.candles.at(-1) : undefined;
  return last?.close ?? quote?.price ?? null;
}

/** Issue 44: one coin's live candles with its last price and 24 h change (`/market/:symbol`). */
export function CoinView({
  coin,
  interval,
  onIntervalChange,
  feed,
  freshness,
  quote,
}: CoinViewProps) {
  const { i18n } = useLingui();
  const price = lastPriceOf(feed, quote);
  return (
    <div className={styles.page}>
      <Link to="/market" className={styles.backLink}>
        {i18n._(coinTexts.backToMarket)}
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>{coinPageTitle(coin)}</h1>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{i18n._(coinTexts.lastPrice)}</dt>
            <dd className={styles.price}>
              {price === null ? i18n._(coinTexts.noPrice) : formatCoinPrice(price)}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{i18n._(coinTexts.change24h)}</dt>
            <dd className={styles.changeValue}>
              {quote ? <ChangeFigure change={quote.change} /> : i18n._(coinTexts.noPrice)}
            </dd>
          </div>
        </dl>
        {freshness && <FreshnessMark freshness={freshness} className={styles.freshness} />}
      </header>

      {/* The intervals on a row of their own: beside the title they wrapped, or not, with the font's width. */}
      <Card title={i18n._(coinTexts.chartTitle)} className={styles.chartCard}>
        <IntervalPicker interval={interval} onIntervalChange={onIntervalChange} />
        <ChartArea coin={coin} interval={interval} feed={feed} />
      </Card>
    </div>
  );
}

function IntervalPicker({
  interval,
  onIntervalChange,
}: Pick<CoinViewProps, 'interval' | 'onIntervalChange'>) {
  const { i18n } = useLingui();
  return (
    <div role="group" aria-label={i18n._(coinTexts.intervalGroup)} className={styles.intervals}>
      {streamContract.candleIntervals.map((option) => (
        <Button
          key={option}
          variant="ghost"
          size="sm"
          className={styles.intervalButton}
          aria-pressed={option === interval}
          onClick={() => onIntervalChange(option)}
        >
          {i18n._(coinTexts.intervalLabels[option])}
        </Button>
      ))}
    </div>
  );
}

function ChartArea({ coin, interval, feed }: Pick<CoinViewProps, 'coin' | 'interval' | 'feed'>) {
  const { i18n } = useLingui();
  switch (feed.status) {
    case 'loading':
      return (
        <div className={styles.chartFrame}>
          <Spinner label={i18n._(coinTexts.loading)} />
        </div>
      );
    case 'unavailable':
      return <p className={styles.notice}>{i18n._(coinTexts.unavailable)}</p>;
    case 'refused':
      return (
        <p className={styles.notice} role="alert">
          {i18n._(coinTexts.refused(feed.code))}
        </p>
      );
    case 'ready':
      if (feed.candles.length === 0)
        return <p className={styles.notice}>{i18n._(coinTexts.empty)}</p>;
      return <CandleChart candles={feed.candles} interval={interval} coin={coin} />;
  }
}
