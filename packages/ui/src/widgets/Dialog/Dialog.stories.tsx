import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';

/**
 * The pop-up dialog of the app, used for confirmations such as Confirm Deposit and for the code
 * dialogs: while it is open the page behind cannot be used, and Escape or Cancel closes it. The
 * stories show it open, closed with Cancel, without a description, with a code form (Verify waits
 * for a code), and busy (it cannot be closed while checking).
 */
const meta = {
  title: 'Widgets/Dialog',
  component: Dialog,
  args: {
    title: 'Confirm Deposit',
    description: 'Check the amount and the address before you confirm.',
    defaultOpen: true,
    onOpenChange: fn(),
    trigger: <Button>Open dialog</Button>,
    children: <p>You are about to deposit $1,500.00 in Bitcoin.</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Confirm</Button>
      </>
    ),
  },
  parameters: {
    // Each modal story gets its own frame on the docs page, or their focus traps would fight.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    // Radix renders the dialog in a portal on <body>: query the document, not the canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    await expect(dialog).toHaveAccessibleDescription(
      'Check the amount and the address before you confirm.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Focus stays trapped: tabbing past the last control wraps to the first.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    const trigger = screen.getByRole('button', { name: 'Open dialog' });
    await waitFor(() => expect(trigger).toHaveFocus());

    // Reopen so the story ends in its named state.
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Confirm Deposit' })).toBeVisible();
  },
};

export const ClosesWithCancel: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deposit' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const WithForm: Story = {
  args: {
    title: 'Verify Your Withdrawal',
    description: 'Enter the 6-digit code we sent to your email.',
  },
  render: function Render(args) {
    const [code, setCode] = useState('');
    return (
      <Dialog
        {...args}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            {/* Spec 2 §5: Verify is disabled while the code is empty. */}
            <Button type="submit" form="verify-withdrawal" disabled={code.length === 0}>
              Verify
            </Button>
          </>
        }
      >
        <form id="verify-withdrawal" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Verification code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValueChange={setCode}
          />
        </form>
        <div>
          <Button variant="ghost" size="sm">
            Resend Code
          </Button>
        </div>
      </Dialog>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Withdrawal' });
    const code = screen.getByLabelText('Verification code');
    await waitFor(() => expect(code).toHaveFocus());
    const verify = screen.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await userEvent.type(code, '1234567');
    await expect(code).toHaveValue('123456');
    await expect(verify).toBeEnabled();
    await expect(dialog).toBeVisible();
  },
};

export const Busy: Story = {
  args: {
    title: 'Verify Your Withdrawal',
    description: undefined,
    dismissible: false,
    children: <TextField label="Verification code" name="otp" defaultValue="123456" disabled />,
    footer: (
      <>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
        <Button busy busyLabel="Verifying...">
          Verify
        </Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Withdrawal' });
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Verifying...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
