import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Dialog, DialogAccessoryContext } from '../widgets/Dialog';
import { TextField } from '../widgets/TextField';
import { DemoInboxView } from './DemoInboxView';

const messages = [
  {
    id: 1,
    to: 'alex.morgan@example.com',
    subject: 'Your sign-up code',
    body: 'Your verification code is 482913. It expires in 10 minutes.',
    sentAt: '2026-11-21T09:00:00Z',
  },
  {
    id: 2,
    to: 'alex.morgan@example.com',
    subject: 'Confirm your withdrawal',
    body: 'Your withdrawal code is 105527. It expires in 10 minutes.',
    sentAt: '2026-11-21T09:05:00Z',
  },
];

/**
 * The demo inbox, shown only in the demo version of the app: a strip above the header whose Demo
 * inbox button opens the e-mails the app has "sent" (such as verification codes), with Reset demo
 * data and a back office where an operator approves or rejects pending deposits. The stories show
 * it closed, open, empty, with deposits waiting or none, and as the button inside a code dialog
 * (but not inside other confirmations).
 */
const meta = {
  title: 'Shell/DemoInboxView',
  component: DemoInboxView,
  args: { messages, onResetDemoData: fn() },
} satisfies Meta<typeof DemoInboxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Demo inbox (2)' }),
    ).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Demo inbox' }));
    const items = dialog.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Confirm your withdrawal');
    await expect(items[1]).toHaveTextContent('482913');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onResetDemoData).toHaveBeenCalled();
  },
};

/**
 * D15: a notice with its one-time "This wasn't me" link, and the demo's stand-in for a phone: the
 * code of each account whose authenticator app is on.
 */
export const NoticeLinkAndAuthenticator: Story = {
  args: {
    defaultOpen: true,
    messages: [
      ...messages,
      {
        id: 3,
        to: 'alex.morgan@example.com',
        subject: 'New sign-in to your account',
        body: 'Your account was just signed in to from Safari on iPhone near Oakland, United States.',
        sentAt: '2026-11-21T09:10:00Z',
        link: '/this-wasnt-me#0123456789abcdef0123456789abcdef0123456789abcdef',
      },
    ],
    authenticatorCodes: [{ email: 'alex.morgan@example.com', code: '492039' }],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Demo inbox' }));
    await expect(dialog.getByRole('link', { name: "This wasn't me" })).toHaveAttribute(
      'href',
      '/this-wasnt-me#0123456789abcdef0123456789abcdef0123456789abcdef',
    );
    await expect(dialog.getByRole('list', { name: 'Authenticator codes' })).toHaveTextContent(
      'alex.morgan@example.com: 492039',
    );
  },
};

/** Escape closes the open inbox. */
export const EscapeClosesTheInbox: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox (2)' }));
    await expect(await screen.findByRole('dialog', { name: 'Demo inbox' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox (0)' }));
    await expect(await screen.findByText('No e-mails yet.')).toBeVisible();
  },
};

// D1 demo.
/** A code dialog makes the page inert, so mock mode puts the inbox button inside it (`showAccessory`). */
export const InsideAnOpenDialog: Story = {
  render: (args) => (
    <DialogAccessoryContext.Provider value={<DemoInboxView {...args} variant="button" />}>
      <Dialog
        open
        showAccessory
        title="Verify Your Withdrawal"
        description="Enter the 6-digit code."
      >
        <TextField label="Verification code" name="otp" />
      </Dialog>
    </DialogAccessoryContext.Provider>
  ),
  play: async () => {
    const codeDialog = within(
      await screen.findByRole('dialog', { name: 'Verify Your Withdrawal' }),
    );
    await userEvent.click(codeDialog.getByRole('button', { name: 'Demo inbox (2)' }));
    const inbox = within(await screen.findByRole('dialog', { name: 'Demo inbox' }));
    await expect(inbox.getAllByRole('listitem')[0]).toHaveTextContent('105527');
    await userEvent.click(inbox.getByRole('button', { name: 'Close' }));
    // Closing the inbox returns to the code dialog, which is still open and focused on its trigger.
    await expect(screen.queryByRole('dialog', { name: 'Demo inbox' })).toBeNull();
    await expect(codeDialog.getByRole('button', { name: 'Demo inbox (2)' })).toHaveFocus();
    await userEvent.type(codeDialog.getByLabelText('Verification code'), '105527');
    await expect(codeDialog.getByLabelText('Verification code')).toHaveValue('105527');
  },
};

export const BackOffice: Story = {
  args: {
    messages: [],
    pendingDeposits: [
      { id: 7, email: 'alex.morgan@example.com', amount: 250, cryptoType: 'BTC' },
      { id: 8, email: 'jamie.lee@example.com', amount: 1200.5, cryptoType: null },
    ],
    onDecideDeposit: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox (0)' }));
    const waiting = within(
      await screen.findByRole('list', { name: 'Deposits waiting for approval' }),
    );
    await expect(waiting.getAllByRole('listitem')[1]).toHaveTextContent(
      '#8 · jamie.lee@example.com · $1,200.50',
    );
    await userEvent.click(waiting.getByRole('button', { name: 'Approve deposit #7' }));
    await expect(args.onDecideDeposit).toHaveBeenCalledWith(7, 'approve');
    await userEvent.click(waiting.getByRole('button', { name: 'Reject deposit #8' }));
    await expect(args.onDecideDeposit).toHaveBeenCalledWith(8, 'reject');
  },
};

export const BackOfficeNothingWaiting: Story = {
  args: { messages: [], pendingDeposits: [], onDecideDeposit: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox (0)' }));
    await expect(await screen.findByText('No deposits waiting.')).toBeVisible();
  },
};

/** A confirmation or notice waits for no e-mail: without `showAccessory` it carries no Demo inbox button. */
export const NotInsideAConfirmation: Story = {
  args: { messages: [] },
  render: (args) => (
    <DialogAccessoryContext.Provider value={<DemoInboxView {...args} variant="button" />}>
      <Dialog open title="Stop copying?" description="You will no longer copy this trader." />
    </DialogAccessoryContext.Provider>
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop copying?' }));
    await expect(dialog.queryByRole('button', { name: /^Demo inbox/ })).toBeNull();
    await expect(dialog.queryByText(/Demo mode/)).toBeNull();
  },
};
