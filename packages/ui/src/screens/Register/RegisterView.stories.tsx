import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { httpErrors, registerValidation, signupMessages } from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import { RegisterView } from './RegisterView';
import { publicPageParameters } from '../../storybook/modes';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

/**
 * The Register page's Create Account form: first and last name, e-mail, phone number, password and
 * its confirmation, the Terms and Conditions box, and the message above the form. The stories show
 * each state of the form from given data: empty, each input rule, signing up, and the server's
 * refusals and errors.
 */
const meta = {
  title: 'Screens/Register/RegisterView',
  parameters: publicPageParameters,
  component: RegisterView,
  args: { onSubmit: fn(), notice: fixedNotice(null) },
  argTypes: {
    notice: fixtureArg(
      {
        'No message': fixedNotice(null),
        'Fix the errors below': fixedNotice({
          tone: 'error',
          message: registerValidation.fixErrorsBanner,
        }),
        'Sign-up failed': fixedNotice({ tone: 'error', message: signupMessages.signupFailed }),
        'Server error': fixedNotice({ tone: 'error', message: httpErrors.serverError }),
        'Too many requests': fixedNotice({ tone: 'error', message: httpErrors.tooManyRequests }),
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
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
}

const sam = {
  'First name': 'Sam',
  'Last name': 'Taylor',
  Email: 'sam.taylor@example.com',
  'Phone number': '+1 555 010 4477',
  Password: 'Secret123!',
  'Confirm password': 'Secret123!',
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const EveryFieldRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      registerValidation.firstNameRequired,
      registerValidation.lastNameRequired,
      registerValidation.emailRequired,
      registerValidation.phoneRequired,
      registerValidation.passwordRequired,
      registerValidation.verifyPasswordRequired,
      registerValidation.agreementRequired,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, {
      ...sam,
      Email: 'sam@example',
      'Phone number': '0123 456',
      Password: 'short',
      'Confirm password': 'other',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText(registerValidation.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(registerValidation.phoneInvalid)).toBeVisible();
    await expect(canvas.getByText(registerValidation.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(registerValidation.passwordsDoNotMatch)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Bad input keeps what was typed.
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('0123 456');
  },
};

export const ErrorsClearOnEdit: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await userEvent.type(canvas.getByLabelText('Email'), 's');
    await expect(canvas.queryByText(registerValidation.emailRequired)).toBeNull();
    await expect(canvas.getByText(registerValidation.firstNameRequired)).toBeVisible();
    await userEvent.click(canvas.getByLabelText(/Terms and Conditions/));
    await expect(canvas.queryByText(registerValidation.agreementRequired)).toBeNull();
  },
};

export const Submits: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, sam);
    await userEvent.click(canvas.getByLabelText(/Terms and Conditions/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Sam',
      last_name: 'Taylor',
      email: 'sam.taylor@example.com',
      phone_number: '+15550104477',
      password: 'Secret123!',
      verify_password: 'Secret123!',
      agreement: true,
    });
  },
};

/** Signing up: the button says Signing Up... and a second press sends nothing. */
export const SigningUp: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, sam);
    await userEvent.click(canvas.getByLabelText(/Terms and Conditions/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const button = await canvas.findByRole('button', { name: 'Signing Up...' });
    await expect(button).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused fields: messages under them, the first takes the focus, nothing typed is lost. */
export const ServerFieldErrors: Story = {
  args: {
    notice: fixedNotice({ tone: 'error', message: registerValidation.fixErrorsBanner }),
    onSubmit: fn(async () => ({
      fieldErrors: {
        email: 'A user with this email already exists.',
        phone_number: 'Enter a valid phone number.',
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(registerValidation.fixErrorsBanner);
    await fill(canvas, sam);
    await userEvent.click(canvas.getByLabelText(/Terms and Conditions/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const email = canvas.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('A user with this email already exists.'),
    );
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue(sam.Email);
    await expect(canvas.getByLabelText('Phone number')).toHaveValue(sam['Phone number']);
    await expect(canvas.getByLabelText('Confirm password')).toHaveValue(sam['Confirm password']);
  },
};

/** A server message with no field in it is the banner itself. */
function serverMessage(message: string): Story {
  return {
    args: { notice: fixedNotice({ tone: 'error', message }) },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
    },
  };
}

export const SignupFailed = serverMessage(signupMessages.signupFailed);
export const RegistrationFailed = serverMessage(signupMessages.registrationFailed);
export const ServerError = serverMessage(httpErrors.serverError);
export const TooManyRequests = serverMessage(httpErrors.tooManyRequests);

const allStates = {
  'Empty form': Default,
  'Fix the errors below': ServerFieldErrors,
  'Sign-up failed': SignupFailed,
  'Registration failed': RegistrationFailed,
  'Server error': ServerError,
  'Too many attempts': TooManyRequests,
};

/** Every state of the page at once, for review: the empty form and each message above it. */
export const AllStates: Story = allStatesStory(RegisterView, meta.args, allStates);
