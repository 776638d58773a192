import type { Holding, LoadStatus } from '@tp/api';
import { Card } from '../../widgets/Card';
import { Money } from '../../widgets/Money';
import { Table, type TableColumn } from '../../widgets/Table';
import { assetName } from './assetName';
import { formatChange, formatShare } from './formatPercent';
import { portfolioTexts } from './portfolioTexts';
import * as styles from './Portfolio.css';

function Change({ percent }: { percent: number }) {
  const className = percent > 0 ? styles.increase : percent < 0 ? styles.decrease : styles.percent;
  return <span className={className}>{formatChange(percent)}</span>;
}

const columns: readonly TableColumn<Holding>[] = [
  { id: 'asset', header: 'Asset', cell: (row) => assetName(row.name) },
  { id: 'value', header: 'Value', align: 'end', cell: (row) => <Money amount={row.value} /> },
  {
    id: 'allocation',
    header: 'Profit Allocation',
    align: 'end',
    cell: (row) => <span className={styles.percent}>{formatShare(row.allocation)}</span>,
  },
  {
    id: 'change',
    header: '% Increase',
    align: 'end',
    cell: (row) => <Change percent={row.change} />,
  },
];

export interface AssetBreakdownProps {
  /** D10: the holdings, largest value first. */
  status: LoadStatus<readonly Holding[]>;
  onRetry?: () => void;
}

/** Spec 2 §2 Asset Breakdown: Asset (a fixed name or Unknown), Value, Profit Allocation, % Increase. */
export function AssetBreakdown({ status, onRetry }: AssetBreakdownProps) {
  return (
    <Card title="Asset Breakdown">
      <Table
        caption="Asset Breakdown"
        hideCaption
        columns={columns}
        rows={status.kind === 'ready' ? status.data : []}
        // Keyed by the server's own name (two other names both show as Unknown) and figures.
        getRowKey={(row) => `${row.name}-${row.value}-${row.allocation}-${row.change}`}
        status={status}
        emptyText={portfolioTexts.noHoldings}
        onRetry={onRetry}
        loadingLabel="Loading asset breakdown"
        // Rows for a diversified portfolio (the demo's eight): fewer holdings pull the page up once.
        loadingRows={8}
      />
    </Card>
  );
}
