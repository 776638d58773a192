import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressBookMessages } from '@tp/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixedNotice } from '../../widgets/LiveNotice';
import { SavedRecipientsCard } from './SavedRecipientsCard';
import type { SavedRecipient } from './savedRecipientModel';

const jamie: SavedRecipient = {
  id: 31,
  label: 'Jamie',
  email: 'jamie.lee@example.com',
  status: 'usable',
  usableFrom: '2026-06-10T12:00:00.000Z',
};
const sam: SavedRecipient = {
  id: 32,
  label: 'Sam (rent)',
  email: 'sam.taylor@example.com',
  status: 'held',
  usableFrom: '2026-06-17T12:00:00.000Z',
};
const kim: SavedRecipient = {
  id: 33,
  label: 'Kim',
  email: 'kim.park@example.com',
  status: 'awaiting_code',
  usableFrom: null,
};

/**
 * D22's saved recipients on Transfer Asset: with the allow-list on, a transfer goes only to one of them, 48 hours
 * after its e-mailed code confirmed it. One story per state: loading, failed, none yet, each recipient's state,
 * the form's rules, a refusal and a confirmation.
 */
const meta = {
  title: 'Screens/TransferAsset/SavedRecipientsCard',
  component: SavedRecipientsCard,
  args: {
    status: { kind: 'ready', data: { recipients: [jamie, sam, kim], allowListOn: true } },
    onRetry: fn(),
    notice: fixedNotice(null),
    onSave: fn(),
    onEnterCode: fn(),
  },
} satisfies Meta<typeof SavedRecipientsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EachState: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'The allow-list is on: transfers go only to the recipients saved here, 48 hours after you confirm them.',
      ),
    ).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Saved recipients' })).getAllByRole(
      'listitem',
    );
    await expect(rows[0]).toHaveTextContent('Usable');
    await expect(rows[1]).toHaveTextContent(/Usable from /);
    await expect(rows[2]).toHaveTextContent(addressBookMessages.awaitingCode);
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Enter code' }));
    await expect(args.onEnterCode).toHaveBeenCalledWith(33);
  },
};

export const NoneYet: Story = {
  args: { status: { kind: 'ready', data: { recipients: [], allowListOn: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved recipients yet.')).toBeVisible();
    await expect(
      canvas.getByText(
        'With the allow-list on, transfers go only to the recipients saved here. A recipient saved while it is on can be used 48 hours after you confirm it.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading saved recipients')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: {
    status: {
      kind: 'error',
      message: addressBookMessages.loadFailed,
      retrying: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(addressBookMessages.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FieldsRequired: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save recipient' }));
    await expect(canvas.getByLabelText('Label')).toHaveAccessibleDescription(
      'Please give the recipient a label.',
    );
    await expect(canvas.getByLabelText("Recipient's e-mail address")).toHaveAccessibleDescription(
      "Please enter the recipient's e-mail address.",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saves: Story = {
  tags: ['interaction', '!autodocs'],
  args: { onSave: fn(() => 'reset' as const) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Label'), ' Jamie ');
    await userEvent.type(
      canvas.getByLabelText("Recipient's e-mail address"),
      'jamie.lee@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save recipient' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      label: 'Jamie',
      email: 'jamie.lee@example.com',
    });
    await expect(canvas.getByLabelText('Label')).toHaveValue('');
  },
};

/** The server refused the address (unknown, your own, a look-alike, saved already): under its field, typed text kept. */
export const Refused: Story = {
  tags: ['interaction', '!autodocs'],
  args: {
    onSave: fn(() => ({ fieldErrors: { email: 'No user with this email address.' } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Label'), 'Nobody');
    await userEvent.type(canvas.getByLabelText("Recipient's e-mail address"), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save recipient' }));
    const email = canvas.getByLabelText("Recipient's e-mail address");
    await expect(email).toHaveAccessibleDescription('No user with this email address.');
    await expect(email).toHaveValue('nobody@example.com');
  },
};

export const Confirmed: Story = {
  args: {
    notice: fixedNotice({
      tone: 'success',
      message: 'Saved. You can send to this recipient from 6/17/2026, 12:00 PM.',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Saved. You can send to this recipient from 6/17/2026, 12:00 PM.',
      ),
    ).toBeVisible();
  },
};

export const CodeExpired: Story = {
  args: {
    notice: fixedNotice({
      tone: 'error',
      message: 'The code expired, so the recipient was not saved. Please save it again.',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The code expired, so the recipient was not saved. Please save it again.',
      ),
    ).toBeVisible();
  },
};
