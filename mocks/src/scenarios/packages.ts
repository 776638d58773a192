// Named package scenarios: the shortfall text (spec 2 §5, D2), an unknown package and an empty catalogue.
// A catalogue that fails, then recovers on Try Again, is `createOutage('/api/packages/')`.
import { packageMessages } from '@tp/messages';
import { formatUsd } from '../backend/money';
import { serverTexts } from '../backend/serverTexts';
import { defineScenario } from './defineScenario';
import { fixtureShortfallCents } from './fixtures';

export const packageScenarios = [
  defineScenario('packages.list.empty', 'listPackages', 200, ({ api }) => [
    api.get('/api/packages/', ({ response }) => response(200).json([])),
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
