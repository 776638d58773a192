export {
  isScenarioName,
  neverAnswers,
  scenario,
  scenarioNames,
  scenarios,
  type ScenarioName,
} from './registry';
export type { ScenarioDefinition, ScenarioOptions, ScenarioOutcome } from './scenarioTypes';
