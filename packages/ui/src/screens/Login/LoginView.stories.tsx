import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { httpErrors, loginErrors, loginValidation, sessionMessages } from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import { LoginView } from './LoginView';
import { publicPageParameters } from '../../storybook/modes';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

/**
 * The Login page's sign-in form: e-mail, password, Remember me, the Forgot password? link and the
 * message above the form. The stories show each state of the form from given data: empty, with a
 * remembered e-mail, with input errors, while signing in, and with each message.
 */
const meta = {
  title: 'Screens/Login/LoginView',
  parameters: publicPageParameters,
  component: LoginView,
  args: { onSubmit: fn(), notice: fixedNotice(null), onUsePasskey: fn(), passkeyBusy: false },
  argTypes: {
    passkeyBusy: { control: 'boolean', description: 'D15: the browser is asking for a passkey' },
    rememberedEmail: {
      control: 'text',
      description: 'The e-mail Remember me kept from the last sign-in',
    },
    notice: fixtureArg(
      {
        'No message': fixedNotice(null),
        'Wrong password': fixedNotice({ tone: 'error', message: loginErrors.invalidPassword }),
        'Session expired': fixedNotice({
          tone: 'warning',
          message: sessionMessages.sessionExpired,
        }),
      },
      'The message above the form',
    ),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RememberedEmail: Story = {
  args: { rememberedEmail: 'alex.morgan@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('alex.morgan@example.com');
    await expect(canvas.getByLabelText('Remember me')).toBeChecked();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText(loginValidation.emailRequired)).toBeVisible();
    await expect(canvas.getByText(loginValidation.passwordTooShort)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Bad input keeps what was typed; editing a field clears its message.
    await expect(canvas.getByLabelText('Password')).toHaveValue('short');
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.queryByText(loginValidation.emailRequired)).toBeNull();
    await expect(canvas.getByText(loginValidation.passwordTooShort)).toBeVisible();
  },
};

// Spec 1 §5.
/** Sign in on an empty form names both rules and sends nothing. */
export const EmptyFormMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      loginValidation.emailRequired,
    );
    await expect(canvas.getByText(loginValidation.emailRequired)).toBeVisible();
    await expect(canvas.getByText(loginValidation.passwordTooShort)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), ' alex.morgan@example.com ');
    await userEvent.type(canvas.getByLabelText('Password'), 'DemoPass123!');
    await userEvent.click(canvas.getByLabelText('Remember me'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'alex.morgan@example.com',
      password: 'DemoPass123!',
      rememberMe: true,
    });
  },
};

/** Signing in: Sign in says Processing... and a second press sends nothing. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'alex.morgan@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'DemoPass123!');
    await userEvent.keyboard('{Enter}');
    const button = await canvas.findByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const InvalidPasswordBanner: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: loginErrors.invalidPassword }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      loginErrors.invalidPassword,
    );
  },
};

export const SessionExpiredBanner: Story = {
  args: { notice: fixedNotice({ tone: 'warning', message: sessionMessages.sessionExpired }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(sessionMessages.sessionExpired)).toBeVisible();
  },
};

/** D15: the sixth sign-in within 15 minutes: the spec's text, and a line with the time it opens again. */
export const SignInsPaused: Story = {
  args: {
    notice: fixedNotice({ tone: 'error', message: httpErrors.tooManyRequests }),
    pausedUntilMs: Date.parse('2026-06-15T12:15:00Z'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.tooManyRequests);
    await expect(canvas.getByText(/Sign-ins to this account are paused until/)).toBeVisible();
  },
};

/** D15: Sign in with a passkey needs no e-mail or password; the button waits while the browser asks. */
export const PasskeySignIn: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onUsePasskey).toHaveBeenCalledTimes(1);
  },
};

export const WaitingForPasskey: Story = {
  args: { passkeyBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Waiting for your passkey...' }),
    ).toBeDisabled();
  },
};

const allStates = {
  'Empty form': Default,
  'E-mail remembered': RememberedEmail,
  'Wrong password': InvalidPasswordBanner,
  'Session expired': SessionExpiredBanner,
  'Sign-ins paused': SignInsPaused,
  'Waiting for a passkey': WaitingForPasskey,
};

/** Every state of the page at once, for review: empty, with a remembered e-mail, and each message. */
export const AllStates: Story = allStatesStory(LoginView, meta.args, allStates);
