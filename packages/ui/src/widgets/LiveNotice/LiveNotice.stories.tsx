import type { Meta, StoryObj } from '@storybook/react-vite';
import { profileMessages, transferMessages } from '@tp/messages';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LiveNotice } from './LiveNotice';
import type { Notice } from './useNotice';
import { selfTimed } from '../../storybook/storyQueries';

/**
 * The short message that reports the result of an action in a section, such as a password changed,
 * a list refreshed or a transfer that failed; screen readers announce it. A success disappears
 * after 3 seconds, an error stays until dismissed or the next try. The stories show it empty, with
 * a success, an info and an error message, and a success clearing itself.
 */
const meta = {
  title: 'Widgets/LiveNotice',
  component: LiveNotice,
  args: { notice: null, onHide: fn() },
} satisfies Meta<typeof LiveNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything happened the live region is already in the page, empty, so the first notice is announced. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Success: Story = {
  args: {
    notice: { tone: 'success', message: profileMessages.passwordChanged },
    detail: 'Other devices signed in to your account have been signed out.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(profileMessages.passwordChanged);
    await expect(canvas.getByRole('status')).toHaveTextContent('Other devices');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onHide).toHaveBeenCalled();
  },
};

export const Info: Story = {
  args: { notice: { tone: 'info', message: 'Chrome on Linux had already been signed out.' } },
};

export const Error: Story = {
  args: { notice: { tone: 'error', message: transferMessages.processFailed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(transferMessages.processFailed);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

function Clearing() {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setNotice({ tone: 'success', message: profileMessages.activityRefreshed })}
      >
        Refresh
      </button>
      <LiveNotice notice={notice} onHide={() => setNotice(null)} />
    </>
  );
}

// Spec 2 §4.
/** A success clears itself after 3 seconds; the region stays for the next one. */
export const SuccessClearsAfterThreeSeconds: Story = {
  tags: ['interaction', '!autodocs'],
  render: () => <Clearing />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(profileMessages.activityRefreshed);
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), selfTimed);
  },
};
