import { useLingui } from '@lingui/react/macro';
import type { CandleInterval, StreamCandle } from '@tp/api';
import { Table, type TableColumn } from '../Table';
import { candleChartTexts, intervalNames, type CandleFigures } from './candleChartTexts';
import { candleFigures, pricePrecision } from './candleFigures';
import * as styles from './CandleChart.css';

/** Candles the table lists: the latest, newest first. */
export const tableCandles = 30;

interface CandleRow extends CandleFigures {
  key: string;
}

const figureColumns = ['open', 'high', 'low', 'close', 'volume'] as const;

/** The chart's text alternative: the latest candles in a table, newest first. */
export function CandleTable({
  candles,
  interval,
  coin,
}: {
  candles: readonly StreamCandle[];
  interval: CandleInterval;
  coin: { name: string; symbol: string };
}) {
  const { i18n } = useLingui();
  const newest = candles.at(-1)?.time ?? 0;
  const precision = pricePrecision(candles);
  const rows: CandleRow[] = candles
    .slice(-tableCandles)
    .reverse()
    .map((candle) => ({
      key: String(candle.time),
      ...candleFigures(candle, interval, newest, precision),
    }));
  const columns: TableColumn<CandleRow>[] = [
    { id: 'time', header: i18n._(candleChartTexts.time), cell: (row) => row.time },
    ...figureColumns.map((id): TableColumn<CandleRow> => ({
      id,
      header: i18n._(candleChartTexts[id]),
      align: 'end',
      cell: (row) => <span className={styles.figure}>{row[id]}</span>,
    })),
  ];
  return (
    <Table
      caption={i18n._(
        candleChartTexts.tableCaption(
          coin.name,
          coin.symbol,
          i18n._(intervalNames[interval]),
          rows.length,
        ),
      )}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.key}
      // Already in the page's language: not a spec text for the table to translate.
      emptyText={<span>{i18n._(candleChartTexts.noCandles)}</span>}
    />
  );
}
