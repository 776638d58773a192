import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadStatus, Trader } from '@tp/api';
import { Button } from '../../widgets/Button';
import { Table, type TableColumn } from '../../widgets/Table';
import { copyTraderTexts } from './copyTraderTexts';
import { Performance } from './CopyTradersTable';
import { PastPerformanceNote } from './PastPerformanceNote';
import * as styles from './CopyTrader.css';

export interface TraderDirectoryProps {
  status: LoadStatus<readonly Trader[]>;
  onRetry: () => void;
  /** Codes the user already copies (upper-cased), marked Joined instead of offered; empty while unknown. */
  joinedCodes: ReadonlySet<string>;
  /** A join is in flight: the field keeps the code it sent until the answer. */
  joining?: boolean;
  /** Puts the code in the Trader Code field; joining stays the user's own step (Join Trader). */
  onUseCode: (code: string) => void;
}

/** D13: the trader directory (GET /api/traders/), so users can find a code. */
export function TraderDirectory({
  status,
  onRetry,
  joinedCodes,
  joining = false,
  onUseCode,
}: TraderDirectoryProps) {
  const { i18n, t } = useLingui();
  const rows = status.kind === 'ready' ? status.data : [];
  const codeButtonLabel = (code: string) => t`Use code ${code}`;
  const columns: readonly TableColumn<Trader>[] = [
    { id: 'code', header: t`Code`, cell: (row) => <span className={styles.code}>{row.code}</span> },
    { id: 'name', header: t`Name`, cell: (row) => <span className={styles.name}>{row.name}</span> },
    {
      id: 'performance',
      header: t`30-day performance`,
      align: 'end',
      cell: (row) => <Performance value={row.performance} />,
    },
    {
      id: 'action',
      header: t`Action`,
      align: 'end',
      cell: (row) =>
        joinedCodes.has(row.code.toUpperCase()) ? (
          <span className={styles.status.joined}>{i18n._(copyTraderTexts.joinedMark)}</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={codeButtonLabel(row.code)}
            disabled={joining}
            onClick={() => onUseCode(row.code)}
          >
            <Trans>Use code</Trans>
          </Button>
        ),
    },
  ];

  return (
    <>
      <p className={styles.note}>{i18n._(copyTraderTexts.directoryLead)}</p>
      <Table
        caption={t`Traders you can copy`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.code}
        status={status}
        emptyText={i18n._(copyTraderTexts.directoryEmpty)}
        onRetry={onRetry}
        loadingLabel={t`Loading traders`}
      />
      {rows.length > 0 && <PastPerformanceNote />}
    </>
  );
}
