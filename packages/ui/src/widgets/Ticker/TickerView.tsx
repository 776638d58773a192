import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { translateText } from '@tp/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Link } from 'react-router-dom';
import { memo, useEffect, useRef, useState } from 'react';
import { useFormatLocale } from '../../format';
import { Button } from '../Button';
import { freshnessText, freshnessTexts } from '../Freshness';
import { Icon } from '../Icon';
import * as styles from './Ticker.css';
import {
  displaySymbol,
  formatQuoteChange,
  formatQuotePrice,
  quoteTrend,
  type QuoteKind,
} from './formatQuote';
import { tickerTexts } from './tickerTexts';
import { useMountedCount, useStaggeredItems } from './useStaggeredItems';

/** Spec 2 §3: a market ticker item (symbol, price, change in percent). */
export interface TickerItem {
  symbol: string;
  kind: QuoteKind;
  price: number;
  change: number;
  /** Its latest refresh failed (last good price shown), or it never loaded (0.00 shown). */
  state?: 'stale' | 'unavailable';
  /** Its page (a coin's live candles, issue 44): the symbol links there. */
  href?: string;
}

/**
 * D19: the market stream's state, when prices are streamed: live, delayed (no update for a while), reconnecting
 * (with the seconds until the next try, when known), offline, or polling because the socket cannot open. Stale
 * prices (a dropped connection) are `staleSince`'s.
 */
export type TickerConnection =
  | { kind: 'live' }
  | { kind: 'delayed'; since: number }
  | { kind: 'reconnecting'; retryInSeconds: number | null }
  | { kind: 'offline' }
  | { kind: 'polling' };

export interface TickerViewProps {
  /** D19: the stream's state; absent where prices are only polled. */
  connection?: TickerConnection;
  /** Undefined while the first prices load. */
  items: readonly TickerItem[] | undefined;
  /** A refresh failed: when the prices shown were fetched (ms since the epoch). */
  staleSince?: number;
  /** Some prices never loaded and read 0.00 (D9): the note says so. */
  unavailable?: boolean;
  /** Paused by the button: no motion (and, in the wired ticker, no polling). */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  /** prefers-reduced-motion: a still row the user scrolls instead of a moving one. */
  reducedMotion: boolean;
  /** Where the prices come from (`stream`, `poll`, `pending` while a socket opens): `data-source`, for tests and tools. */
  source?: string;
}

const trendClass = { up: styles.changeUp, down: styles.changeDown, flat: styles.changeFlat };

const Quote = memo(function Quote({
  symbol,
  kind,
  price,
  change,
  state,
  href,
  copy,
}: TickerItem & { copy: boolean }) {
  // Memoised on its figures: written again by itself when the locale changes (D18).
  useFormatLocale();
  const trend = quoteTrend(change);
  const shown = displaySymbol(kind, symbol);
  return (
    <li className={styles.item} data-state={state}>
      <span className={state ? `${styles.symbol} ${styles.dimmed}` : styles.symbol}>
        {href ? (
          // The loop's copy is hidden from assistive technology: its links stay out of the tab order too.
          <Link to={href} className={styles.symbolLink} tabIndex={copy ? -1 : undefined}>
            {shown}
          </Link>
        ) : (
          shown
        )}
      </span>
      <span className={state ? styles.dimmed : undefined}>{formatQuotePrice(kind, price)}</span>
      <span className={trendClass[trend]} data-trend={trend}>
        {trend === 'flat' ? (
          <span className={styles.arrowSlot} />
        ) : (
          <Icon name={trend === 'up' ? 'triangleUp' : 'triangleDown'} />
        )}
        {formatQuoteChange(change)}
      </span>
    </li>
  );
});

function QuoteList({ items, hidden = false }: { items: readonly TickerItem[]; hidden?: boolean }) {
  return (
    <ul className={styles.list} aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <Quote key={`${item.kind}:${item.symbol}`} {...item} copy={hidden} />
      ))}
    </ul>
  );
}

/**
 * DECISIONS D9: the price ticker under the navigation. A duplicated track moves by a compositor-only
 * transform (CSS animation); it stops while paused, hovered or focused, and under reduced motion the
 * row stands still and scrolls. Every item has a fixed size, so a new price never moves the page; items
 * mount, and new prices land, a few per frame (the list first, then its copy, appended at the end).
 */
function connectionText(connection: TickerConnection): MessageDescriptor {
  switch (connection.kind) {
    case 'live':
      return freshnessTexts.live;
    case 'delayed':
      return freshnessText({ kind: 'delayed', at: connection.since });
    case 'reconnecting':
      return connection.retryInSeconds === null
        ? tickerTexts.reconnecting
        : tickerTexts.reconnectingIn(connection.retryInSeconds);
    case 'offline':
      return tickerTexts.offline;
    case 'polling':
      return tickerTexts.polling;
  }
}

export function TickerView({
  items,
  connection,
  staleSince,
  unavailable = false,
  paused,
  onPausedChange,
  reducedMotion,
  source,
}: TickerViewProps) {
  const { i18n } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Scrolled out of sight, the track stops too: nobody sees it, and the browser need not move it.
  const [offscreen, setOffscreen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(([entry]) => setOffscreen(!entry?.isIntersecting));
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  const motion = reducedMotion
    ? 'static'
    : paused || hovered || focused || offscreen
      ? 'paused'
      : 'running';
  const shown = useStaggeredItems(items);
  const count = shown?.length ?? 0;
  const mounted = useMountedCount(motion === 'static' ? count : 2 * count);
  const ready = shown !== undefined && count > 0;

  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-label={i18n._(tickerTexts.label)}
      data-motion={motion}
      data-source={source}
      data-ticker-ready={
        (ready && mounted === (motion === 'static' ? count : 2 * count)) || undefined
      }
      aria-busy={!ready || undefined}
    >
      <Button
        variant="secondary"
        size="sm"
        className={styles.control}
        onClick={() => onPausedChange(!paused)}
      >
        <Icon name={paused ? 'play' : 'pause'} />
        {i18n._(paused ? tickerTexts.resume : tickerTexts.pause)}
      </Button>
      {ready ? (
        <div
          className={styles.viewport}
          // Focusable so keyboard users can stop the motion and scroll the still row (WCAG 2.1.1, 2.2.2).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-label={i18n._(tickerTexts.pricesList)}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <div
            className={styles.track}
            style={assignInlineVars({ [styles.itemCount]: String(count) })}
          >
            <QuoteList items={shown.slice(0, mounted)} />
            {/* The second copy makes the loop seamless; assistive technology reads the first only. */}
            {motion !== 'static' && mounted > count && (
              <QuoteList items={shown.slice(0, mounted - count)} hidden />
            )}
          </div>
        </div>
      ) : (
        <p className={styles.placeholder} role="status">
          {i18n._(tickerTexts.loading)}
        </p>
      )}
      {ready && (unavailable || staleSince !== undefined || connection) && (
        <p
          className={
            connection?.kind === 'live' && !unavailable && staleSince === undefined
              ? styles.liveNote
              : styles.note
          }
          // The connection's changes are announced politely; a price's are not (they move every second).
          role={connection ? 'status' : undefined}
        >
          {[
            connection && i18n._(connectionText(connection)),
            unavailable && translateText(tickerTexts.unavailable),
            staleSince !== undefined && i18n._(freshnessText({ kind: 'stale', at: staleSince })),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </section>
  );
}
