import type { LoadStatus } from '@tp/api';
import { Icon } from '../../widgets/Icon';
import { Table, type TableColumn } from '../../widgets/Table';
import { Placeholder, Section } from '../shared/Section';
import { changeDirection, formatChange, formatCoinPrice, formatVolume } from './marketFormat';
import type { ChangeWindow, MarketEntry } from './marketLists';
import { marketTexts } from './marketTexts';
import * as styles from './Market.css';

const nameColumn: TableColumn<MarketEntry> = {
  id: 'name',
  header: marketTexts.columns.name,
  // Name over symbol, so a long name wraps instead of widening the table on a phone.
  cell: ({ coin }) => (
    <span className={styles.coinName}>
      <span className={styles.coinTitle}>{coin.name}</span>{' '}
      <span className={styles.coinSymbol}>{coin.symbol.toUpperCase()}</span>
    </span>
  ),
};

const priceColumn: TableColumn<MarketEntry> = {
  id: 'price',
  header: marketTexts.columns.price,
  align: 'end',
  cell: ({ coin }) => <span className={styles.figure}>{formatCoinPrice(coin.current_price)}</span>,
};

/** The change, signed and with an arrow, so colour is never the only cue (WCAG 1.4.1). */
export function ChangeFigure({ change }: { change: number }) {
  const direction = changeDirection(change);
  return (
    <span className={styles.change[direction]} data-direction={direction}>
      {direction !== 'flat' && (
        <Icon
          name={direction === 'up' ? 'triangleUp' : 'triangleDown'}
          className={styles.changeIcon}
        />
      )}
      {formatChange(change)}
    </span>
  );
}

function changeColumn(window: ChangeWindow): TableColumn<MarketEntry> {
  return {
    id: 'change',
    header: (
      <>
        {marketTexts.columns.change}{' '}
        <span className={styles.headerWindow}>({marketTexts.windowLabels[window]})</span>
      </>
    ),
    align: 'end',
    cell: ({ value }) => <ChangeFigure change={value} />,
  };
}

const volumeColumn: TableColumn<MarketEntry> = {
  id: 'volume',
  header: (
    <>
      {marketTexts.columns.volume}{' '}
      <span className={styles.headerWindow}>({marketTexts.windowLabels['24h']})</span>
    </>
  ),
  align: 'end',
  cell: ({ value }) => <span className={styles.figure}>{formatVolume(value)}</span>,
};

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
  const columns =
    figure === 'change'
      ? [nameColumn, priceColumn, changeColumn(window)]
      : [nameColumn, priceColumn, volumeColumn];
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
