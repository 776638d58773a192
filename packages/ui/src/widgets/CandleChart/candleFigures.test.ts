import { i18n } from '@tp/i18n';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from '../../format';
import { candleChartTexts } from './candleChartTexts';
import { candleFigures, candleTimeText, pricePrecision } from './candleFigures';

const at = (iso: string) => Date.parse(iso) / 1000;
const candle = {
  time: at('2026-06-15T14:05:00Z'),
  open: 43_210.5,
  high: 43_260,
  low: 43_190.1,
  close: 43_240,
  volume: 1_234_567,
};

describe('pricePrecision', () => {
  it('gives 6 decimals to a coin under a dollar, 2 to any other, by the latest close', () => {
    expect(pricePrecision([candle])).toBe(2);
    expect(pricePrecision([{ ...candle, close: 0.0812 }])).toBe(6);
    expect(
      pricePrecision([
        { ...candle, close: 0.5 },
        { ...candle, close: 1 },
      ]),
    ).toBe(2);
    expect(pricePrecision([])).toBe(2);
  });
});

describe('candleTimeText', () => {
  it('gives a daily candle its UTC day, whatever the time zone', () => {
    expect(candleTimeText(at('2026-06-15T00:00:00Z'), '1d', at('2026-06-20T00:00:00Z'))).toBe(
      'Jun 15, 2026',
    );
  });

  it('gives a shorter candle its time on the newest candle’s day, its date and time before it', () => {
    const newest = candle.time + 3_600;
    expect(candleTimeText(candle.time, '1m', newest)).toBe(formatTime(candle.time * 1000));
    const dayBefore = candle.time - 86_400;
    expect(candleTimeText(dayBefore, '1h', newest)).toBe(formatDateTime(dayBefore * 1000));
  });
});

describe('candleFigures and the cursor’s announcement', () => {
  it('writes the prices to the precision, the volume in compact dollars', () => {
    const figures = candleFigures(candle, '1m', candle.time, 2);
    expect(figures).toEqual({
      time: formatTime(candle.time * 1000),
      open: '43,210.50',
      high: '43,260.00',
      low: '43,190.10',
      close: '43,240.00',
      volume: '$1.2M',
    });
    expect(i18n._(candleChartTexts.candle(figures))).toBe(
      `${figures.time}: open 43,210.50, high 43,260.00, low 43,190.10, close 43,240.00, volume $1.2M`,
    );
  });

  it('writes a coin under a dollar with 6 decimals', () => {
    const doge = { ...candle, open: 0.081234, high: 0.0815, low: 0.0809, close: 0.08123 };
    expect(candleFigures(doge, '5m', doge.time, 6)).toMatchObject({
      open: '0.081234',
      high: '0.081500',
      low: '0.080900',
      close: '0.081230',
    });
  });
});
