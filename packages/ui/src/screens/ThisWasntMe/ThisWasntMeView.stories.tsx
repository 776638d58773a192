import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { httpErrors } from '@tp/messages';
import { ThisWasntMeView } from './ThisWasntMeView';
import { thisWasntMeTexts } from './thisWasntMeTexts';
import { publicPageParameters } from '../../storybook/modes';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

const securedMessage =
  'Every session was signed out, the passkeys and authenticator app added in the last 7 days were removed, and withdrawals are blocked until you reset your password.';

/**
 * The page a notice e-mail's "This wasn't me" link opens: it explains what securing the account does
 * and does it only when the owner confirms. The stories show it ready, busy, done, refused (a used
 * link) and failed with a retry, and opened without the link's token.
 */
const meta = {
  title: 'Screens/ThisWasntMe/ThisWasntMeView',
  parameters: publicPageParameters,
  component: ThisWasntMeView,
  args: { state: { step: 'ready' }, onConfirm: fn() },
  argTypes: {
    state: fixtureArg(
      {
        Ready: { step: 'ready' },
        'No link': { step: 'noLink' },
        Securing: { step: 'securing' },
        Secured: { step: 'secured', message: securedMessage },
        'Link used': {
          step: 'failed',
          message: 'This link is invalid or has already been used.',
          canRetry: false,
        },
        'Server error': { step: 'failed', message: httpErrors.serverError, canRetry: true },
      },
      'Where the page stands',
    ),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ThisWasntMeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n._(thisWasntMeTexts.confirm) }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const NoLink: Story = {
  args: { state: { step: 'noLink' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(thisWasntMeTexts.noLink))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Securing: Story = {
  args: { state: { step: 'securing' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: i18n._(thisWasntMeTexts.busy) }),
    ).toBeDisabled();
  },
};

export const Secured: Story = {
  args: { state: { step: 'secured', message: securedMessage } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(new RegExp(securedMessage))).toBeVisible();
    await expect(canvas.getByRole('link', { name: i18n._(thisWasntMeTexts.reset) })).toBeVisible();
  },
};

export const LinkAlreadyUsed: Story = {
  args: {
    state: {
      step: 'failed',
      message: 'This link is invalid or has already been used.',
      canRetry: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const ServerErrorWithRetry: Story = {
  args: { state: { step: 'failed', message: httpErrors.serverError, canRetry: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(httpErrors.serverError)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n._(thisWasntMeTexts.confirm) }),
    ).toBeEnabled();
  },
};

/** Every state of the page at once, for review. */
export const AllStates: Story = allStatesStory(ThisWasntMeView, meta.args, {
  Ready: Default,
  'No link': NoLink,
  Securing,
  Secured,
  'Link already used': LinkAlreadyUsed,
  'Server error': ServerErrorWithRetry,
});
