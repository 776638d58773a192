// Named package scenarios: the shortfall text (spec 2 §5, D2), an unknown package, an empty catalogue and a
// catalogue that fails once then recovers (for Try Again).
import { packageMessages } from '@tp/messages';
import { formatUsd } from '../backend/money';
import { scenarioTexts, serverTexts } from '../backend/serverTexts';
import { defineScenario } from './defineScenario';
import { fixtureShortfallCents } from './fixtures';

export const packageScenarios = [
  defineScenario('packages.list.empty', 'listPackages', 200, ({ api }) => [
    api.get('/api/packages/', ({ response }) => response(200).json([])),
  ]),
  // Only the first request fails; later ones reach the default handlers. A story that runs twice
  // sets the handlers' `isUsed` back to false first.
  defineScenario('packages.list.failsOnce', 'listPackages', 500, ({ api }) => [
    api.get(
      '/api/packages/',
      ({ response }) =>
        response('5XX').json({ detail: scenarioTexts.internalError }, { status: 500 }),
      { once: true },
    ),
  ]),
  defineScenario('packages.subscribe.insufficient', 'subscribePackage', 400, ({ api }) => [
    api.post('/api/packages/{id}/subscribe/', ({ response }) =>
      response(400).json({
        detail: packageMessages.insufficientBalance(formatUsd(fixtureShortfallCents)),
      }),
    ),
  ]),
  defineScenario('packages.subscribe.notFound', 'subscribePackage', 404, ({ api }) => [
    api.post('/api/packages/{id}/subscribe/', ({ response }) =>
      response(404).json({ detail: serverTexts.notFound }),
    ),
  ]),
] as const;
