// Named copy-trader scenarios: the empty list, each refusal of a code (D13), and a paused or stopped entry gone.
import { copyTraderMessages } from '@tp/messages';
import { serverTexts } from '../backend/serverTexts';
import { defineScenario } from './defineScenario';

export const copyTraderScenarios = [
  defineScenario('copyTraders.list.empty', 'listCopyTraders', 200, ({ api }) => [
    api.get('/api/copy-traders/', ({ response }) => response(200).json([])),
  ]),
  defineScenario('copyTraders.join.duplicate', 'joinCopyTrader', 400, ({ api }) => [
    api.post('/api/copy-traders/', ({ response }) =>
      response(400).json({ trader_code: [copyTraderMessages.alreadyCopied] }),
    ),
  ]),
  defineScenario('copyTraders.join.unknownCode', 'joinCopyTrader', 404, ({ api }) => [
    api.post('/api/copy-traders/', ({ response }) =>
      response(404).json({ detail: copyTraderMessages.notFound }),
    ),
  ]),
  defineScenario('copyTraders.join.invalidCode', 'joinCopyTrader', 400, ({ api }) => [
    api.post('/api/copy-traders/', ({ response }) =>
      response(400).json({ trader_code: [serverTexts.traderCodeInvalid] }),
    ),
  ]),
  defineScenario('copyTraders.update.notFound', 'updateCopyTrader', 404, ({ api }) => [
    api.patch('/api/copy-traders/{id}/', ({ response }) =>
      response(404).json({ detail: serverTexts.notFound }),
    ),
  ]),
  defineScenario('copyTraders.stop.notFound', 'stopCopyTrader', 404, ({ api }) => [
    api.delete('/api/copy-traders/{id}/', ({ response }) =>
      response(404).json({ detail: serverTexts.notFound }),
    ),
  ]),
  defineScenario('traders.list.empty', 'listTraders', 200, ({ api }) => [
    api.get('/api/traders/', ({ response }) => response(200).json([])),
  ]),
] as const;
