import type { Decorator, StoryContext } from '@storybook/react-vite';
import type { StoryMockApi } from '@tp/mocks';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { ClockProvider } from '../clock';
import { signedInStorage, type StoryUser } from './signedIn';
import { StoryApi, StoryRouter } from './StoryProviders';

/** What a meta's `beforeEach` reads of the story (any story's context has it, whatever its args). */
type StoryTarget = Pick<StoryContext, 'parameters' | 'globals'>;

export interface SignedInScreenOptions {
  /** Shows the router's query under the screen (`<output aria-label="URL query">`), for stories about the URL. */
  showQuery?: boolean;
  /** Runs after the sign-in, with the session's storage: reset a story's counters, store a profile. */
  beforeEach?: (storage: Record<string, string>, context: StoryTarget) => void;
  /** Providers outside the API's, such as the theme's for a screen that renders the toggle. */
  wrap?: (children: ReactElement) => ReactElement;
  /** The route's pattern when `path` fills a parameter (`/market/:symbol` for `/market/btc`). */
  pattern?: string;
}

function UrlQuery() {
  const { search } = useLocation();
  return <output aria-label="URL query">{search}</output>;
}

/**
 * The meta `beforeEach` and `decorators` of a signed-in screen at `path`: each story starts on a freshly
 * seeded backend with `parameters.user` (default Alex) signed in; a story's `parameters.routerSearch` is the
 * URL's query and `parameters.routerState` the route's state.
 */
export function signedInScreen(
  mockApi: StoryMockApi,
  path: string,
  {
    showQuery = false,
    beforeEach,
    wrap = (children) => children,
    pattern,
  }: SignedInScreenOptions = {},
) {
  let storage: Record<string, string> = {};
  const decorators: Decorator[] = [
    (Story, { parameters }) =>
      wrap(
        // The screen counts code expiries and Resend's wait on the backend's clock, which plays move.
        <ClockProvider now={mockApi.clock.now}>
          <StoryApi storage={storage}>
            <StoryRouter
              path={path}
              pattern={pattern}
              search={parameters.routerSearch}
              state={parameters.routerState}
            >
              <Story />
              {showQuery && <UrlQuery />}
            </StoryRouter>
          </StoryApi>
        </ClockProvider>,
      ),
  ];
  return {
    beforeEach: async (context: StoryTarget) => {
      mockApi.reset();
      const who = (context.parameters.user as StoryUser | undefined) ?? 'alex';
      storage = await signedInStorage(mockApi.backend, who);
      beforeEach?.(storage, context);
    },
    decorators,
  };
}
