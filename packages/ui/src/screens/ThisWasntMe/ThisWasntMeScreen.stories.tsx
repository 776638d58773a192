import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { createStoryMockApi, scenario } from '@tp/mocks';
import { httpErrors } from '@tp/messages';
import { StoryApi, StoryRouter } from '../../storybook/StoryProviders';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { publicPageParameters } from '../../storybook/modes';
import { ThisWasntMeScreen } from './ThisWasntMeScreen';
import { thisWasntMeTexts } from './thisWasntMeTexts';

const mockApi = createStoryMockApi();
const alex = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let linkHash = '';

/** Signs Alex in on a laptop, then on a phone: the second is a new device, whose notice has the link. */
async function newDeviceLink(): Promise<string> {
  await mockApi.api.login(alex, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' });
  await mockApi.api.login(alex, { userAgent: phone });
  const link = mockApi.backend.outbox(alex.email).findLast((mail) => mail.link)?.link ?? '';
  return link.slice(link.indexOf('#'));
}

/**
 * The page a notice e-mail's "This wasn't me" link opens, against the demo server: the owner confirms,
 * every session ends and withdrawals are blocked until a password reset; a link works once.
 */
const meta = {
  title: 'Screens/ThisWasntMe/ThisWasntMeScreen',
  component: ThisWasntMeScreen,
  parameters: {
    ...publicPageParameters,
    docs: { story: screenDocsStory },
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: mockApi.reset,
  decorators: [
    // A story's beforeEach may make a real link first (after the reset); others name a fixed hash.
    (Story, { parameters }) => (
      <StoryApi>
        <StoryRouter path="/this-wasnt-me" hash={(parameters.hash as () => string)?.()}>
          <Story />
        </StoryRouter>
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof ThisWasntMeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without the e-mail's link: nothing to confirm. */
export const Default: Story = {};

/** The owner confirms: every session of the account ends, and withdrawals are held. */
export const SecuresTheAccount: Story = {
  parameters: { hash: () => linkHash },
  beforeEach: async () => {
    linkHash = await newDeviceLink();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n._(thisWasntMeTexts.confirm) }));
    await expect(await canvas.findByText(/withdrawals are blocked/)).toBeVisible();
    await expect(mockApi.api.listSessions(1)).toEqual([]);
  },
};

/** A server error keeps the button, so the owner can try again. */
export const ServerError: Story = {
  parameters: {
    hash: () => '#0123456789abcdef0123456789abcdef0123456789abcdef',
    msw: { handlers: [...scenario('auth.thisWasntMe.serverError'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n._(thisWasntMeTexts.confirm) }));
    await waitFor(() => expect(canvas.getByText(httpErrors.serverError)).toBeVisible());
    await expect(
      canvas.getByRole('button', { name: i18n._(thisWasntMeTexts.confirm) }),
    ).toBeEnabled();
  },
};

/** A link that was used (or never existed) is refused for good. */
export const LinkRefused: Story = {
  parameters: { hash: () => '#0123456789abcdef0123456789abcdef0123456789abcdef' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n._(thisWasntMeTexts.confirm) }));
    await expect(
      await canvas.findByText('This link is invalid or has already been used.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
