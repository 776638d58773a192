// All scenarios by dotted name. Each returns MSW handlers to put IN FRONT of the default handlers.
import type { HttpHandler } from 'msw';
import { API_BASE_URL, MARKET_BASE_URL } from '../baseUrls';
import { createApiHttp, createMarketHttp } from '../handlers/apiHttp';
import { authScenarios } from './auth';
import { balanceScenarios } from './balance';
import { copyTraderScenarios } from './copyTraders';
import { depositScenarios } from './deposits';
import { destinationScenarios } from './destinations';
import { genericScenarios, type GenericScenarioName } from './genericScenarios';
import { packageScenarios } from './packages';
import { forexScenarios, marketScenarios, portfolioScenarios } from './portfolio';
import { profileScenarios } from './profile';
import { profileSettingsScenarios } from './profileSettings';
import type { ScenarioDefinition, ScenarioOptions } from './scenarioTypes';
import { securityScenarios } from './security';
import { sessionScenarios } from './sessions';
import { transactionScenarios } from './transactions';
import { transferScenarios } from './transfers';
import { withdrawalScenarios } from './withdrawals';

const namedScenarios = [
  ...authScenarios,
  ...profileScenarios,
  ...profileSettingsScenarios,
  ...sessionScenarios,
  ...securityScenarios,
  ...balanceScenarios,
  ...depositScenarios,
  ...withdrawalScenarios,
  ...destinationScenarios,
  ...transferScenarios,
  ...transactionScenarios,
  ...packageScenarios,
  ...copyTraderScenarios,
  ...portfolioScenarios,
  ...forexScenarios,
  ...marketScenarios,
];

/** Every scenario name: the generic ones of each operation and the named cases. */
export type ScenarioName = GenericScenarioName | (typeof namedScenarios)[number]['name'];

function byName(
  definitions: ScenarioDefinition[],
): Readonly<Record<ScenarioName, ScenarioDefinition>> {
  const registry: Record<string, ScenarioDefinition> = {};
  for (const definition of definitions) {
    if (registry[definition.name]) throw new Error(`Duplicate scenario name ${definition.name}`);
    registry[definition.name] = definition;
  }
  return Object.freeze(registry) as Record<ScenarioName, ScenarioDefinition>;
}

export const scenarios = byName([...genericScenarios(), ...namedScenarios]);

export function scenarioNames(): ScenarioName[] {
  return (Object.keys(scenarios) as ScenarioName[]).sort();
}

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarios, name);
}

const unanswering = new WeakSet<object>();

/** Whether a handler is a scenario's that never answers (its outcome a timeout): the client's timeout decides. */
export function neverAnswers(handler: unknown): boolean {
  return typeof handler === 'object' && handler !== null && unanswering.has(handler);
}

/** The handlers of one named scenario, to put in front of the defaults: `server.use(...scenario('balance.serverError'))`. */
export function scenario(name: ScenarioName, options: ScenarioOptions = {}): HttpHandler[] {
  const definition = isScenarioName(name) ? scenarios[name] : undefined;
  if (!definition)
    throw new Error(`Unknown mock scenario "${String(name)}"; scenarioNames() lists them.`);
  const apiBaseUrl = options.apiBaseUrl ?? API_BASE_URL;
  const marketBaseUrl = options.marketBaseUrl ?? MARKET_BASE_URL;
  const handlers = definition.handlers({
    api: createApiHttp(apiBaseUrl),
    market: createMarketHttp(marketBaseUrl),
    apiBaseUrl,
    marketBaseUrl,
    backend: options.backend,
  });
  if (definition.outcome === 'timeout') for (const handler of handlers) unanswering.add(handler);
  return handlers;
}
