import { useQueryClient } from '@tanstack/react-query';
import { balanceQueryKey } from './balance';

/** Every query reading deposits, withdrawals or transfers starts with this key, so one invalidation refreshes them all. */
export const ledgerQueryKey = ['ledger'] as const;

/** After any money movement the balance and every ledger list are stale. */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
      queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
    ]);
}
