// Named balance scenarios: empty, paginated and zero balances, empty account summaries.
import { authorizationOf, respond } from '../handlers/respond';
import { defineScenario } from './defineScenario';
import { fixtureBalance } from './fixtures';
import type { ScenarioContext } from './scenarioTypes';

function currentBalances({ backend }: ScenarioContext, request: Request) {
  return backend
    ? backend.listBalances(backend.authenticate(authorizationOf(request)))
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
  defineScenario('accountSummaries.empty', 'listAccountSummaries', 200, ({ api }) => [
    api.get('/api/account-summaries/', ({ response }) => response(200).json([])),
  ]),
] as const;
