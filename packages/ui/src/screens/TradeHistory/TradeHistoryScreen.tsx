import { useLingui } from '@lingui/react/macro';
import {
  ApiError,
  fetchLedgerPage,
  TRADE_HISTORY_PAGE_SIZE,
  useApiClients,
  useLoadProps,
  useTradeHistoryPage,
  type LedgerPage,
  type LoadStatus,
} from '@tp/api';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTheme } from '../../shell/ThemeProvider';
import { useNotice } from '../../widgets/LiveNotice';
import {
  lastPageOf,
  needsCanonicalUrl,
  parseHistoryQuery,
  serializeHistoryQuery,
  withFilter,
  withPage,
  type HistoryQuery,
} from './historyQuery';
import { tradeHistoryTexts } from './tradeHistoryTexts';
import { TradeHistoryView, type HistoryPage } from './TradeHistoryView';
import { useCsvExport } from './useCsvExport';

/** The last page that arrived (not a placeholder), with the filter and page it is. */
interface Settled extends HistoryQuery {
  data: LedgerPage;
}

function isPastEnd(error: unknown, page: number): boolean {
  return error instanceof ApiError && error.status === 404 && page > 1;
}

/**
 * Spec 2 §2 Trade History with D11, wired to the API. The filter and page are the URL's
 * (`?type=transfer&page=2`): Back steps through them and a reload keeps them. While the next page loads
 * the last one stays (the query's placeholder). A page past the end (404 `Invalid page.`, e.g. an old
 * link or rows gone since) lands on the last page instead of an error.
 */
export function TradeHistoryScreen() {
  const { api } = useApiClients();
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const { type, page } = parseHistoryQuery(params);
  const query = useTradeHistoryPage(type, page);
  const { history: load, onRetryHistory } = useLoadProps('history', query);
  const csv = useCsvExport(type);
  const { theme, toggleTheme } = useTheme();

  const [settled, setSettled] = useState<Settled | null>(null);
  if (query.data && !query.isPlaceholderData && settled?.data !== query.data)
    setSettled({ type, page, data: query.data });
  // Where the user landed after a page past the end (info: stays until dismissed or the next page).
  const pageNotice = useNotice();
  const { show: showPageNotice, clear: clearPageNotice } = pageNotice;

  // `?page=abc` or `?type=all` reads as its canonical URL; say it that way, without a history entry.
  useEffect(() => {
    if (needsCanonicalUrl(params))
      setParams(serializeHistoryQuery(parseHistoryQuery(params), params), { replace: true });
  }, [params, setParams]);

  // Past the end: read the filter's count afresh and go to its last page. Each step lands on a lower
  // page, and page 1 always exists, so this ends even if the rows change meanwhile.
  const pastEnd = isPastEnd(query.error, page);
  useEffect(() => {
    if (!pastEnd) return undefined;
    const abort = new AbortController();
    const land = (target: number) =>
      setParams((current) => withPage(current, target), { replace: true });
    fetchLedgerPage(api, type, 1, TRADE_HISTORY_PAGE_SIZE, abort.signal).then(
      (first) => {
        const last = Math.min(lastPageOf(first.count), page - 1);
        showPageNotice({
          tone: 'info',
          message: i18n._(tradeHistoryTexts.pageOutOfRange(page, last)),
        });
        land(last);
      },
      () => {
        // Page 1 shows its own failure, with its retry.
        if (!abort.signal.aborted) land(1);
      },
    );
    return () => abort.abort();
  }, [pastEnd, api, type, page, setParams, showPageNotice, i18n]);

  // The rows on screen: this page's, else the last that arrived while this one (or a page that
  // exists, after a 404) loads.
  const shown: Settled | null =
    query.isPlaceholderData || pastEnd
      ? settled
      : query.data
        ? { type, page, data: query.data }
        : null;
  let history: LoadStatus<HistoryPage>;
  if (load.kind === 'error' && !pastEnd) history = load;
  else if (shown)
    history = {
      kind: 'ready',
      data: { page: shown.page, count: shown.data.count, rows: shown.data.results },
    };
  else history = { kind: 'loading' };
  const loadingNext = shown !== null && (shown.page !== page || shown.type !== type || pastEnd);

  return (
    <TradeHistoryView
      filter={type}
      onFilterChange={(next) => {
        clearPageNotice();
        setParams(withFilter(params, next));
      }}
      history={history}
      page={page}
      loadingNext={loadingNext}
      onPageChange={(next) => {
        clearPageNotice();
        setParams(withPage(params, next));
      }}
      onRetryHistory={onRetryHistory}
      pageNotice={pageNotice}
      exportStatus={csv.status}
      exportNotice={csv.notice}
      onExport={csv.start}
      theme={theme}
      onToggleTheme={toggleTheme}
    />
  );
}
