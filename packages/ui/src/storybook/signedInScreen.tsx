import type { Decorator } from '@storybook/react-vite';
import type { StoryMockApi } from '@tp/mocks';
import { signedInStorage, type StoryUser } from './signedIn';
import { StoryApi, StoryRouter } from './StoryProviders';

/**
 * The meta `beforeEach` and `decorators` of a signed-in screen at `path`: each story starts on a freshly
 * seeded backend with `who` signed in; a story's `parameters.routerState` becomes the route's state.
 */
export function signedInScreen(mockApi: StoryMockApi, path: string, who: StoryUser = 'alex') {
  let storage: Record<string, string> = {};
  const decorators: Decorator[] = [
    (Story, { parameters }) => (
      <StoryApi storage={storage}>
        <StoryRouter path={path} state={parameters.routerState}>
          <Story />
        </StoryRouter>
      </StoryApi>
    ),
  ];
  return {
    beforeEach: async () => {
      mockApi.reset();
      storage = await signedInStorage(mockApi.backend, who);
    },
    decorators,
  };
}
