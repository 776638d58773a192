import { useLingui } from '@lingui/react/macro';
import type { CandleInterval, StreamCandle } from '@tp/api';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { DrawnCandleChart } from './candleDrawing';
import { candleChartTexts } from './candleChartTexts';
import { candleFigures, pricePrecision } from './candleFigures';
import { cursorMove } from './cursorMove';

export interface CandleCursor {
  /** What the polite live region says: the candle a key moved the cursor to. */
  announcement: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Takes the cursor (and its crosshair) off: Escape, leaving the chart, the pointer taking over. */
  clear: () => void;
}

/** The index of the candle the cursor is on: found by its time, as older candles drop off the list. */
function indexAt(candles: readonly StreamCandle[], time: number): number {
  const index = candles.findIndex((candle) => candle.time >= time);
  return index < 0 ? candles.length - 1 : index;
}

/**
 * The keyboard cursor over the candles: keys move it (cursorMove), the chart shows the library's crosshair on its
 * candle, and the live region says the candle. An update of that candle moves the crosshair along (the drawing
 * keeps it there) but says nothing: only keys announce.
 */
export function useCandleCursor(
  chartRef: RefObject<DrawnCandleChart | null>,
  candles: readonly StreamCandle[],
  interval: CandleInterval,
): CandleCursor {
  const { i18n } = useLingui();
  // The cursor belongs to the candles of one interval; another interval's have other times.
  const [cursor, setCursor] = useState<{ time: number; interval: CandleInterval } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cursorTime = cursor?.interval === interval ? cursor.time : null;

  const clear = () => {
    if (cursor === null) return;
    setCursor(null);
    chartRef.current?.clearPoint();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The chart's own keys; a link inside it (the library's attribution) keeps its own.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const index = cursorTime === null ? null : indexAt(candles, cursorTime);
    const move = cursorMove(event.key, index, candles.length);
    if (!move) return;
    event.preventDefault();
    if (move.kind === 'clear') {
      clear();
      setAnnouncement('');
      return;
    }
    const candle = candles[move.index]!;
    setCursor({ time: candle.time, interval });
    chartRef.current?.pointAt(move.index);
    const figures = candleFigures(candle, interval, candles.at(-1)!.time, pricePrecision(candles));
    setAnnouncement(i18n._(candleChartTexts.candle(figures)));
  };

  return { announcement, onKeyDown, clear };
}
