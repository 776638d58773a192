import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Freshness, Holding, LoadStatus } from '@tp/api';
import { Card } from '../../widgets/Card';
import { FreshnessMark } from '../../widgets/Freshness';
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

const columns = [
  { id: 'asset', header: msg`Asset`, cell: (row) => assetName(row.name) },
  { id: 'value', header: msg`Value`, align: 'end', cell: (row) => <Money amount={row.value} /> },
  {
    id: 'allocation',
    header: msg`Profit Allocation`,
    align: 'end',
    cell: (row) => <span className={styles.percent}>{formatShare(row.allocation)}</span>,
  },
  {
    id: 'change',
    header: msg`% Increase`,
    align: 'end',
    cell: (row) => <Change percent={row.change} />,
  },
] satisfies readonly (Omit<TableColumn<Holding>, 'header'> & { header: MessageDescriptor })[];

export interface AssetBreakdownProps {
  /** D10: the holdings, largest value first. */
  status: LoadStatus<readonly Holding[]>;
  onRetry?: () => void;
  /** D19: how fresh the values are, marked beside the title once they show. */
  freshness?: Freshness;
}

/** Spec 2 §2 Asset Breakdown: Asset (a fixed name or Unknown), Value, Profit Allocation, % Increase. */
export function AssetBreakdown({ status, onRetry, freshness }: AssetBreakdownProps) {
  const { i18n, t } = useLingui();
  return (
    <Card
      title={t`Asset Breakdown`}
      actions={status.kind === 'ready' && freshness && <FreshnessMark freshness={freshness} />}
    >
      <Table
        caption={t`Asset Breakdown`}
        hideCaption
        columns={columns.map((column) => ({ ...column, header: i18n._(column.header) }))}
        rows={status.kind === 'ready' ? status.data : []}
        // Keyed by the server's own name (two other names both show as Unknown) and figures.
        getRowKey={(row) => `${row.name}-${row.value}-${row.allocation}-${row.change}`}
        status={status}
        emptyText={i18n._(portfolioTexts.noHoldings)}
        onRetry={onRetry}
        loadingLabel={t`Loading asset breakdown`}
        // Rows for a diversified portfolio (the demo's eight): fewer holdings pull the page up once.
        loadingRows={8}
      />
    </Card>
  );
}
