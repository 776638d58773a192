import { useLingui } from '@lingui/react/macro';
import type { LedgerEntry, LoadStatus, TradeHistoryFilter } from '@tp/api';
import { TRADE_HISTORY_PAGE_SIZE, tradeHistoryFilters } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ThemeName } from '../../shell/ThemeProvider';
import { ThemeToggle } from '../../shell/ThemeToggle';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { useAmountsHidden } from '../../privacy';
import { Banner } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { PageHeader } from '../../widgets/PageHeader';
import { Select } from '../../widgets/Select';
import { Spinner } from '../../widgets/Spinner';
import { LoadError, Placeholder, SectionBody } from '../shared/Section';
import { HistoryTable, HistoryTableFrame } from './HistoryTable';
import { lastPageOf, rangeText } from './historyQuery';
import { filterLabels, tradeHistoryTexts as texts } from './tradeHistoryTexts';
import * as styles from './TradeHistory.css';
import { MaskedText } from '../../privacy';

/** One page of the filter as the table shows it. */
export interface HistoryPage {
  /** The page these rows are (1-based). */
  page: number;
  /** Rows of the filter on every page. */
  count: number;
  rows: readonly LedgerEntry[];
}

/** The CSV export: idle, running or failed (retrying or not); a saved file is `exportNotice`. */
export type ExportStatus =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string; retrying: boolean };

export interface TradeHistoryViewProps {
  filter: TradeHistoryFilter;
  onFilterChange: (filter: TradeHistoryFilter) => void;
  /** The page on screen. */
  history: LoadStatus<HistoryPage>;
  /** The page asked for (the URL's); while it loads, `history` still shows the last one. */
  page: number;
  /** Another page or filter is being read; the rows on screen are the last ones. */
  loadingNext?: boolean;
  onPageChange: (page: number) => void;
  onRetryHistory: () => void;
  /** Where the user landed after asking for a page past the end (an info banner, stays until dismissed). */
  pageNotice: NoticeControl;
  exportStatus: ExportStatus;
  /** The "Downloaded …" line of a saved file (from `useNotice()`: it clears after 3 s, spec 2 §9). */
  exportNotice: NoticeControl;
  onExport: () => void;
  theme: ThemeName;
  onToggleTheme: () => void;
}

function isFilter(value: string): value is TradeHistoryFilter {
  return (tradeHistoryFilters as readonly string[]).includes(value);
}

/** Previous, Next and the range; without `data`, the loading frame's (a placeholder, both disabled). */
function Pager({
  data,
  page,
  loadingNext = false,
  onPage = () => {},
}: {
  data?: HistoryPage;
  page: number;
  loadingNext?: boolean;
  onPage?: (page: number) => void;
}) {
  const { i18n } = useLingui();
  const last = data ? lastPageOf(data.count) : page;
  return (
    <nav aria-label={i18n._(texts.pagination)} className={styles.pager}>
      <div className={styles.range}>
        <p role="status" aria-atomic="true">
          {data ? i18n._(rangeText(data.page, data.rows.length, data.count)) : <Placeholder />}
        </p>
        {loadingNext && <Spinner size="sm" label={i18n._(texts.loadingMore)} />}
      </div>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, last))}
        >
          {i18n._(texts.previous)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        >
          {i18n._(texts.next)}
        </Button>
      </div>
    </nav>
  );
}

/** /trade-history (spec 2 §2, D11): the filter, the merged ledger 25 rows a page, paging and the CSV export. */
export function TradeHistoryView({
  filter,
  onFilterChange,
  history,
  page,
  loadingNext = false,
  onPageChange,
  onRetryHistory: onRetry,
  pageNotice,
  exportStatus,
  exportNotice,
  onExport,
  theme,
  onToggleTheme,
}: TradeHistoryViewProps) {
  const { i18n } = useLingui();
  const exportNoteId = useId();
  const amountsHidden = useAmountsHidden();
  const titleId = useId();
  const titleRef = useRef<HTMLSpanElement>(null);
  // Set by Previous or Next: once the asked page is on screen (or failed), reading starts at its heading.
  const focusAfterPaging = useRef(false);

  const arrived =
    history.kind === 'error' ||
    (history.kind === 'ready' && !loadingNext && history.data.page === page);
  useEffect(() => {
    if (!arrived || !focusAfterPaging.current) return;
    focusAfterPaging.current = false;
    titleRef.current?.focus();
  }, [arrived, page]);

  const exported = exportNotice.notice;
  const landed = pageNotice.notice;

  const goTo = (next: number) => {
    focusAfterPaging.current = true;
    onPageChange(next);
  };

  const filterOptions = tradeHistoryFilters.map((value) => ({
    value,
    label: i18n._(filterLabels[value]),
  }));

  const exporting =
    exportStatus.kind === 'busy' || (exportStatus.kind === 'failed' && exportStatus.retrying);

  return (
    <div className={styles.page}>
      <PageHeader title={i18n._(texts.title)} lead={i18n._(texts.lead)} />

      <Card
        title={
          <span id={titleId} ref={titleRef} tabIndex={-1} className={styles.focusTarget}>
            {i18n._(texts.listTitle)}
          </span>
        }
      >
        <div className={styles.toolbar}>
          <Select
            className={styles.filter}
            label={i18n._(texts.filterLabel)}
            options={filterOptions}
            value={filter}
            onValueChange={(value) => {
              if (isFilter(value)) onFilterChange(value);
            }}
          />
          <Button
            variant="secondary"
            busy={exporting}
            busyLabel={i18n._(texts.exportBusy)}
            onClick={onExport}
            aria-describedby={amountsHidden ? exportNoteId : undefined}
          >
            {i18n._(texts.exportLabel)}
          </Button>
        </div>
        {amountsHidden && (
          <p id={exportNoteId} className={styles.exportNote}>
            {i18n._(texts.exportKeepsAmounts)}
          </p>
        )}
        {/* Present before its text, so "Downloaded …" is announced. */}
        <p
          role="status"
          aria-atomic="true"
          className={exported ? styles.exportStatus : visuallyHidden}
        >
          {exported?.message}
        </p>
        {exportStatus.kind === 'failed' && (
          <LoadError
            message={`${i18n._(texts.exportFailed)} ${exportStatus.message}`}
            retrying={exportStatus.retrying}
            onRetry={onExport}
          />
        )}
        {landed && (
          <Banner tone={landed.tone} onHide={pageNotice.clear}>
            {landed.message}
          </Banner>
        )}
        <SectionBody
          status={history}
          onRetry={onRetry}
          loadingLabel={i18n._(texts.loading)}
          frame={
            // A full page (Alex's first one is), drawn for the eye only.
            <div className={styles.frame} aria-hidden>
              <HistoryTableFrame rows={TRADE_HISTORY_PAGE_SIZE} />
              <Pager page={1} />
            </div>
          }
        >
          {(data) =>
            data.rows.length === 0 ? (
              <p className={styles.message}>
                <MaskedText text={emptyStates.tradeHistory} />
              </p>
            ) : (
              <>
                <HistoryTable labelledBy={titleId} rows={data.rows} busy={loadingNext} />
                <Pager data={data} page={page} loadingNext={loadingNext} onPage={goTo} />
              </>
            )
          }
        </SectionBody>
      </Card>

      <div className={styles.help}>
        <p>
          {i18n._(texts.helpText)}{' '}
          <Link to="/contact" className={styles.link}>
            {i18n._(texts.contactSupport)}
          </Link>
        </p>
        <ThemeToggle theme={theme} onToggle={onToggleTheme} className={styles.themeToggle} />
      </div>
    </div>
  );
}
