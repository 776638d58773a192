// A withdrawal to a bank account or a wallet (D16: with this tab's step-up proof; a transfer is sent by ./transfers
// without one).
import { useMutation } from '@tanstack/react-query';
import { useApiClients } from '../react/ApiProvider';
import { withCodeChallenge } from './codeChallenge';
import type { WithdrawalRequest } from './destinations';
import { useRefreshMoney } from './ledger';

/**
 * Holds the funds and e-mails a code bound to this withdrawal (D1). The step-up proof and the address book's calls
 * load with the first submit, if the Address book has not loaded them already: the Withdraw page's first paint does
 * without them (scripts/check-bundle.mjs). Once it settles, the balance and every ledger list are read again, the
 * address book with them (a new destination may have been saved).
 */
export function useCreateWithdrawalMutation() {
  const clients = useApiClients();
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: async (request: WithdrawalRequest) => {
      const { requestWithdrawal } = await import('./destinations');
      return withCodeChallenge(await requestWithdrawal(clients, request));
    },
    onSettled: refreshMoney,
  });
}
