import type { HttpHandler } from 'msw';
import type { OperationId } from '../handlers/operations';
import type { ScenarioContext, ScenarioDefinition, ScenarioOutcome } from './scenarioTypes';

export function defineScenario<const Name extends string>(
  name: Name,
  operationId: OperationId,
  outcome: ScenarioOutcome,
  handlers: (context: ScenarioContext) => HttpHandler[],
  offContract?: string,
): ScenarioDefinition & { name: Name } {
  return offContract === undefined
    ? { name, operationId, outcome, handlers }
    : { name, operationId, outcome, handlers, offContract };
}
