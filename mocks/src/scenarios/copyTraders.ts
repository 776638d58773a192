// Named copy-trader scenarios: the empty list and a duplicate code.
import { serverTexts } from '../backend/serverTexts';
import { defineScenario } from './defineScenario';

export const copyTraderScenarios = [
  defineScenario('copyTraders.list.empty', 'listCopyTraders', 200, ({ api }) => [
    api.get('/api/copy-traders/', ({ response }) => response(200).json([])),
  ]),
  defineScenario('copyTraders.join.duplicate', 'joinCopyTrader', 400, ({ api }) => [
    api.post('/api/copy-traders/', ({ response }) =>
      response(400).json({ trader_code: [serverTexts.traderAlreadyCopied] }),
    ),
  ]),
  defineScenario('copyTraders.join.invalidCode', 'joinCopyTrader', 400, ({ api }) => [
    api.post('/api/copy-traders/', ({ response }) =>
      response(400).json({ trader_code: [serverTexts.traderCodeInvalid] }),
    ),
  ]),
] as const;
