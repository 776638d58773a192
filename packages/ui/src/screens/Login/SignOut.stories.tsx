import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { createMemoryStorage, storageKeys } from '@tp/api';
import { createStoryMockApi, scenario, type ScenarioName } from '@tp/mocks';
import { sessionMessages } from '@tp/messages';
import { AppFrame, ThemeProvider } from '../../shell';
import { StoryApi } from '../../storybook/StoryProviders';
import { LoginScreen } from './LoginScreen';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { slow } from '../../storybook/storyQueries';
import { publicPageParameters } from '../../storybook/modes';

const mockApi = createStoryMockApi();
let signedIn: Record<string, string> = {};

/** The frame's Logout (top menu) and Sign Out (drawer) lead to this login screen (spec 1 §4 logout). */
function SignOutJourney() {
  return (
    <ThemeProvider storage={createMemoryStorage()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            element={
              <AppFrame>
                <Outlet />
              </AppFrame>
            }
          >
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/login" element={<LoginScreen />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
}

/**
 * Signing out: Logout in the top menu, or Sign Out in the account menu, takes the signed-in demo
 * client Alex Morgan back to the Login page. The stories show a normal sign-out, and a sign-out the
 * server refuses or never answers, where the user is signed out anyway and the Login page says why.
 */
const meta = {
  title: 'Screens/Login/SignOut',
  component: SignOutJourney,
  parameters: {
    ...publicPageParameters,
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: async () => {
    mockApi.reset();
    const tokens = await mockApi.api.login({
      email: 'alex.morgan@example.com',
      password: 'DemoPass123!',
    });
    signedIn = {
      [storageKeys.authToken]: tokens.access_token,
      [storageKeys.refreshToken]: tokens.refresh_token,
      [storageKeys.username]: tokens.username,
      [storageKeys.isAuthenticated]: 'true',
    };
  },
  decorators: [
    (Story) => (
      <StoryApi storage={signedIn}>
        <Story />
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof SignOutJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logoutFromTopMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Dashboard' }, slow)).toBeVisible();
  await userEvent.click(
    within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('button', {
      name: 'Logout',
    }),
  );
  await expect(await canvas.findByRole('button', { name: 'Sign in' }, slow)).toBeVisible();
}

export const SignsOut: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await logoutFromTopMenu(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(sessionMessages.logoutFailed)).toBeNull();
    // The refresh token is revoked on the server: it can no longer refresh.
    const refreshAgain = Promise.resolve().then(() =>
      mockApi.api.refreshToken({ refresh_token: signedIn[storageKeys.refreshToken] }),
    );
    await expect(refreshAgain).rejects.toMatchObject({
      status: 401,
      body: { code: 'token_not_valid' },
    });
  },
};

/** The sign-out call fails: the user is signed out anyway and reads why on /login. */
function failing(name: ScenarioName, message: string): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await logoutFromTopMenu(canvasElement);
      await expect(await within(canvasElement).findByText(message, {}, slow)).toBeVisible();
      await expect(
        within(canvasElement).getByRole('navigation', { name: 'Main' }),
      ).not.toHaveTextContent('Logout');
    },
  };
}

export const ServerRefusesSignOut = failing('auth.logout.fails', 'Token is invalid or expired');
export const SignOutNetworkFailure = failing(
  'auth.logout.networkError',
  sessionMessages.logoutFailed,
);

export const SignsOutFromDrawer: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [...scenario('auth.logout.fails'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open account menu' }, slow));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }, slow));
    await expect(await canvas.findByRole('button', { name: 'Sign in' }, slow)).toBeVisible();
    await expect(await canvas.findByText('Token is invalid or expired', {}, slow)).toBeVisible();
  },
};
