import {
  holdingsFreshMs,
  useAccountSummary,
  useBalance,
  useFreshness,
  useHoldings,
  useLoadProps,
  useTransactions,
} from '@tp/api';
import { balanceMessages } from '@tp/messages';
import { PortfolioView } from './PortfolioView';

/**
 * Spec 2 §2 Portfolio wired to the API: the balance and account summary for the summary (D10: no
 * summary, profit is a labelled 25 % estimate), the holdings (D10) and the merged ledger.
 */
export function PortfolioScreen() {
  // Spec 2 §8: the server's message, else "Failed to fetch balance data".
  const balance = useLoadProps('balance', useBalance(), { fallback: balanceMessages.loadFailed });
  const summary = useLoadProps('summary', useAccountSummary());
  const holdingsQuery = useHoldings();
  const holdings = useLoadProps('holdings', holdingsQuery);
  // D19: the holdings' values are the server's at the time it answered.
  const holdingsFreshness = useFreshness({
    at: holdingsQuery.dataUpdatedAt > 0 ? holdingsQuery.dataUpdatedAt : null,
    usualIntervalMs: holdingsFreshMs,
    failed: holdingsQuery.isError,
  });
  const transactions = useLoadProps('transactions', useTransactions());

  return (
    <PortfolioView
      {...balance}
      {...summary}
      {...holdings}
      holdingsFreshness={holdingsFreshness}
      {...transactions}
    />
  );
}
