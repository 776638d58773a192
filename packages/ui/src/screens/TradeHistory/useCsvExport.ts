import { useLingui } from '@lingui/react/macro';
import { fetchAllLedgerEntries, messageOf, useApiClients, type TradeHistoryFilter } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { useEffect, useRef, useState } from 'react';
import { useNotice } from '../../widgets/LiveNotice';
import { downloadText } from '../shared/downloadFile';
import { csvFileName, toCsv } from './toCsv';
import { tradeHistoryTexts as texts } from './tradeHistoryTexts';
import type { ExportStatus } from './TradeHistoryView';

/**
 * D11's export: every row of the filter, all pages, read fresh from the server (not the page on screen),
 * then saved as a CSV file. One export at a time; a failure keeps its message while Try Again runs.
 * The saved file's "Downloaded …" line is `notice`, which clears itself after 3 s (spec 2 §9).
 */
export function useCsvExport(type: TradeHistoryFilter) {
  const { api } = useApiClients();
  const { i18n } = useLingui();
  const [status, setStatus] = useState<ExportStatus>({ kind: 'idle' });
  const notice = useNotice();
  const { show, clear } = notice;
  // Synchronous, unlike the state: two quick clicks start one export.
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    const abort = new AbortController();
    controller.current = abort;
    // The last "Downloaded …" line goes as the next export starts.
    clear();
    setStatus((last) => (last.kind === 'failed' ? { ...last, retrying: true } : { kind: 'busy' }));
    try {
      const rows = await fetchAllLedgerEntries(api, type, abort.signal);
      const fileName = csvFileName(type, new Date());
      downloadText(fileName, toCsv(rows));
      setStatus({ kind: 'idle' });
      show({ tone: 'success', message: i18n._(texts.exported(fileName, rows.length)) });
    } catch (error) {
      if (abort.signal.aborted) return;
      setStatus({
        kind: 'failed',
        message: messageOf(error, httpErrors.fallback),
        retrying: false,
      });
    } finally {
      running.current = false;
    }
  };

  return {
    status,
    start: () => void start(),
    notice,
  };
}
