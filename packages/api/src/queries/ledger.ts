import { useQueryClient } from '@tanstack/react-query';
import { useAccountScope, type AccountScope } from './accountScope';
import { balanceQueryKey } from './balance';

/** Every query reading deposits, withdrawals or transfers starts with this key, so one invalidation refreshes them all. */
export const ledgerQueryKey = (scope: AccountScope) => [...scope, 'ledger'] as const;

/** After any money movement the balance and every ledger list are stale. */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  const scope = useAccountScope();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: balanceQueryKey(scope) }),
      queryClient.invalidateQueries({ queryKey: ledgerQueryKey(scope) }),
    ]);
}
