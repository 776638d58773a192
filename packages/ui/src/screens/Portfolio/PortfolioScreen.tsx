import {
  useAccountSummary,
  useBalance,
  useHoldings,
  useLoadStatus,
  useTransactions,
} from '@tp/api';
import { balanceMessages } from '@tp/messages';
import { PortfolioView } from './PortfolioView';

/**
 * Spec 2 §2 Portfolio wired to the API: the balance and account summary for the summary (D10: no
 * summary, profit is a labelled 25 % estimate), the holdings (D10) and the merged ledger.
 */
export function PortfolioScreen() {
  const balance = useBalance();
  const summary = useAccountSummary();
  const holdings = useHoldings();
  const transactions = useTransactions();
  // Spec 2 §8: the server's message, else "Failed to fetch balance data".
  const balanceStatus = useLoadStatus(balance, { fallback: balanceMessages.loadFailed });
  const summaryStatus = useLoadStatus(summary);
  const holdingsStatus = useLoadStatus(holdings);
  const transactionsStatus = useLoadStatus(transactions);

  return (
    <PortfolioView
      balance={balanceStatus}
      onRetryBalance={() => void balance.refetch()}
      summary={summaryStatus}
      onRetrySummary={() => void summary.refetch()}
      holdings={holdingsStatus}
      onRetryHoldings={() => void holdings.refetch()}
      transactions={transactionsStatus}
      onRetryTransactions={() => void transactions.refetch()}
    />
  );
}
