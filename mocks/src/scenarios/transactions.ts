// Named trade-history scenarios (D11): a ledger with no rows at all (a new account), whatever the filter or page.
import { defineScenario } from './defineScenario';

export const transactionScenarios = [
  defineScenario('transactions.list.empty', 'listTransactions', 200, ({ api }) => [
    api.get('/api/transactions/', ({ response }) =>
      response(200).json({ count: 0, next: null, previous: null, results: [] }),
    ),
  ]),
] as const;
