import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LoadStatus } from '@tp/api';
import { Link } from 'react-router-dom';
import { coinPagePath } from '../../shell/coinPage';
import { Table, type TableColumn } from '../../widgets/Table';
import { Placeholder, Section } from '../shared/Section';
import { ChangeFigure } from '../shared/ChangeFigure';
import { formatCoinPrice, formatVolume } from '../shared/marketFormat';
import type { ChangeWindow, MarketEntry } from './marketLists';
import { marketTexts } from './marketTexts';
import * as styles from './Market.css';

const nameColumn = (i18n: I18n): TableColumn<MarketEntry> => ({
  id: 'name',
  header: i18n._(marketTexts.columns.name),
  // Name over symbol, so a long name wraps instead of widening the table on a phone.
  cell: ({ coin }) => {
    const name = (
      <span className={styles.coinName}>
        <span className={styles.coinTitle}>{coin.name}</span>{' '}
        <span className={styles.coinSymbol}>{coin.symbol.toUpperCase()}</span>
      </span>
    );
    // Issue 44: the ticker's ten coins have a page with live candles.
    const page = coinPagePath({ id: coin.id });
    return page ? (
      <Link to={page} className={styles.coinLink}>
        {name}
      </Link>
    ) : (
      name
    );
  },
});

const priceColumn = (i18n: I18n): TableColumn<MarketEntry> => ({
  id: 'price',
  header: i18n._(marketTexts.columns.price),
  align: 'end',
  cell: ({ coin }) => <span className={styles.figure}>{formatCoinPrice(coin.current_price)}</span>,
});

function changeColumn(i18n: I18n, window: ChangeWindow): TableColumn<MarketEntry> {
  return {
    id: 'change',
    header: (
      <>
        {i18n._(marketTexts.columns.change)}{' '}
        <span className={styles.headerWindow}>({i18n._(marketTexts.windowLabels[window])})</span>
      </>
    ),
    align: 'end',
    cell: ({ value }) => <ChangeFigure change={value} />,
  };
}

const volumeColumn = (i18n: I18n): TableColumn<MarketEntry> => ({
  id: 'volume',
  header: (
    <>
      {i18n._(marketTexts.columns.volume)}{' '}
      <span className={styles.headerWindow}>({i18n._(marketTexts.windowLabels['24h'])})</span>
    </>
  ),
  align: 'end',
  cell: ({ value }) => <span className={styles.figure}>{formatVolume(value)}</span>,
});

export interface CoinTableProps {
  title: string;
  /** `change`: Name, Price, Change over `window`; `volume`: Name, Price, Volume. */
  figure: 'change' | 'volume';
  window: ChangeWindow;
  /** The rows, or loading (the table's loaded rows drawn empty while the first answer comes). */
  status: LoadStatus<readonly MarketEntry[]>;
  emptyText: string;
  loadingLabel: string;
}

/** One of the Gainers, Losers and Active cards. */
export function CoinTable({
  title,
  figure,
  window,
  status,
  emptyText,
  loadingLabel,
}: CoinTableProps) {
  const { i18n } = useLingui();
  const columns =
    figure === 'change'
      ? [nameColumn(i18n), priceColumn(i18n), changeColumn(i18n, window)]
      : [nameColumn(i18n), priceColumn(i18n), volumeColumn(i18n)];
  const table = <Row,>(
    rows: readonly Row[],
    cells: readonly TableColumn<Row>[],
    key: (row: Row) => string,
  ) => (
    <Table
      caption={title}
      hideCaption
      columns={cells}
      rows={rows}
      getRowKey={key}
      emptyText={emptyText}
    />
  );
  return (
    <div className={styles.cardSlot}>
      <Section
        title={title}
        className={styles.listCard}
        status={status}
        loadingLabel={loadingLabel}
        frame={
          // Drawn for the eye only: the loading label speaks for it.
          <div aria-hidden>{table(frameRows, columns.map(placeholderColumn), String)}</div>
        }
      >
        {(entries) => table(entries, columns, (entry) => entry.coin.id)}
      </Section>
    </div>
  );
}

/** Spec 2 §9: each list shows the top 5. */
const frameRows = [0, 1, 2, 3, 4] as const;

/** A column of the loading frame: its header, and a placeholder as tall as the loaded cell. */
function placeholderColumn(column: TableColumn<MarketEntry>): TableColumn<number> {
  return {
    ...column,
    cell: () =>
      column.id === 'name' ? (
        <span className={styles.coinName}>
          <span className={styles.coinTitle}>
            <Placeholder />
          </span>
          <span className={styles.coinSymbol}>
            <Placeholder />
          </span>
        </span>
      ) : (
        <Placeholder />
      ),
  };
}
