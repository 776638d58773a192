import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  forgotPasswordMessages,
  loginErrors,
  packageMessages,
  profileMessages,
  registerValidation,
} from '@tp/messages';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Banner } from './Banner';
import { bannerTones } from './bannerTones';
import { choiceArg } from '../../storybook/choiceArg';

/**
 * The message box above a form or page, such as a wrong password on the sign-in page or the risk
 * warning, in four tones (info, success, warning, error), each with its own colour and icon; screen
 * readers announce errors at once. The stories show each tone, a banner with a title, one the user
 * can dismiss, and one that hides itself (in the app, errors after 5 seconds and successes after
 * 3).
 */
const meta = {
  title: 'Widgets/Banner',
  component: Banner,
  args: { children: forgotPasswordMessages.codeSent },
  argTypes: {
    tone: choiceArg(bannerTones, 'What kind of news: its colour, icon and how it is announced.'),
    title: { control: 'text' },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(forgotPasswordMessages.codeSent);
  },
};

export const Success: Story = {
  args: { tone: 'success', children: profileMessages.passwordChanged },
};

export const Warning: Story = { args: { tone: 'warning', children: packageMessages.riskWarning } };

export const Error: Story = {
  args: { tone: 'error', children: loginErrors.invalidPassword },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginErrors.invalidPassword);
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'error',
    title: registerValidation.fixErrorsBanner,
    children: registerValidation.emailInvalid,
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', children: profileMessages.personalInfoSaved, onHide: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onHide).toHaveBeenCalledOnce();
  },
};

/** The real delays are 5 s (errors) and 3 s (success); the story uses 300 ms to prove the banner goes. */
export const AutoHides: Story = {
  tags: ['interaction', '!autodocs'],
  args: { tone: 'error', children: loginErrors.emailNotFound, autoHideMs: 300, onHide: fn() },
  render: function Render({ onHide, ...args }) {
    const [visible, setVisible] = useState(true);
    if (!visible) return <p>The banner has hidden itself.</p>;
    return (
      <Banner
        {...args}
        onHide={() => {
          onHide?.();
          setVisible(false);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginErrors.emailNotFound);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onHide).toHaveBeenCalledOnce();
    await expect(canvas.getByText('The banner has hidden itself.')).toBeInTheDocument();
  },
};
