// Named balance scenarios: empty, paginated, zero and unreadable balances; empty and losing account summaries.
import { HttpResponse } from 'msw';
import { authorizationOf, respond } from '../handlers/respond';
import { defineScenario } from './defineScenario';
import { fixtureBalance } from './fixtures';
import type { ScenarioContext } from './scenarioTypes';

function currentBalances({ backend }: ScenarioContext, request: Request) {
  return backend
    ? backend.api.listBalances(backend.authenticate(authorizationOf(request)))
    : [fixtureBalance];
}

export const balanceScenarios = [
  defineScenario('balance.empty', 'listBalances', 200, ({ api }) => [
    api.get('/api/balance/', ({ response }) => response(200).json([])),
  ]),
  defineScenario('balance.zero', 'listBalances', 200, (context) => [
    context.api.get('/api/balance/', ({ request, response }) =>
      respond(response, 0, () =>
        response(200).json(
          currentBalances(context, request).map((record) => ({ ...record, balance: 0 })),
        ),
      ),
    ),
  ]),
  // Spec 2 §7: "list or paginated results, first item used".
  defineScenario('balance.paginated', 'listBalances', 200, (context) => [
    context.api.get('/api/balance/', ({ request, response }) =>
      respond(response, 0, () => {
        const results = currentBalances(context, request);
        return response(200).json({ count: results.length, next: null, previous: null, results });
      }),
    ),
  ]),
  // Spec 2 §8: a failure without a server message shows "Failed to fetch balance data".
  defineScenario(
    'balance.malformed',
    'listBalances',
    200,
    ({ api }) => [
      api.get('/api/balance/', ({ response }) =>
        response.untyped(HttpResponse.json({ unexpected: true })),
      ),
    ],
    'BalanceList is a list or a page; an unreadable body exercises the "Failed to fetch balance data" fallback',
  ),
  defineScenario('accountSummaries.empty', 'listAccountSummaries', 200, ({ api }) => [
    api.get('/api/account-summaries/', ({ response }) => response(200).json([])),
  ]),
  // The dashboard's Profit card with a loss: a minus sign, no plus.
  defineScenario('accountSummaries.loss', 'listAccountSummaries', 200, ({ api }) => [
    api.get('/api/account-summaries/', ({ response }) =>
      response(200).json([{ profit_loss: -842.75, margin: 3125, opened_position: 2 }]),
    ),
  ]),
] as const;
