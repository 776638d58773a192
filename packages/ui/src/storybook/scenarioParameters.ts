import { scenario, type ScenarioName, type StoryMockApi } from '@tp/mocks';

/**
 * A Screen story file's `withScenarios(...names)`: story parameters that put the named scenarios in front
 * of the story's own mock API (`const withScenarios = scenarioParameters(mockApi)`).
 */
export function scenarioParameters(mockApi: StoryMockApi) {
  return (...names: ScenarioName[]) => ({
    msw: { handlers: [...names.flatMap((name) => scenario(name)), ...mockApi.handlers] },
  });
}
