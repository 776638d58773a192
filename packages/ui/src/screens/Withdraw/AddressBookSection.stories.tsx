import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SEED_NOW, serverTexts } from '@tp/mocks';
import {
  addressBookMessages,
  httpErrors,
  walletAddressValidation,
  withdrawalValidation,
} from '@tp/messages';
import { ClockProvider } from '../../clock';
import { formatDateTime } from '../../format';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { fixedNotice } from '../../widgets/LiveNotice';
import type { AddDestinationAnswer } from './AddDestinationDialog';
import { AddressBookSection } from './AddressBookSection';
import type { AddressBookModel, SavedDestination } from './addressBookModel';
import { addressBookTexts as texts } from './addressBookTexts';
import { chainOptions } from './chainOptions';

const now = Date.parse(SEED_NOW);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

const usable = (
  id: number,
  fields: Partial<SavedDestination> & Pick<SavedDestination, 'label' | 'kind'>,
): SavedDestination => ({
  id,
  chain: null,
  address: null,
  bankAccount: null,
  maskedAccount: null,
  usableFrom: '2025-01-21T10:00:00.000Z',
  usableAt: Date.parse('2025-01-21T10:00:00.000Z'),
  ...fields,
});

const bankAccount = usable(1, {
  label: 'Main bank account',
  kind: 'bank',
  bankAccount: 'GB29NWBK60161331926819',
  maskedAccount: '****6819',
});
const ethereum = usable(2, {
  label: 'Ethereum wallet',
  kind: 'crypto',
  chain: 'eth',
  address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
});
const bitcoin = usable(3, {
  label: 'Bitcoin savings',
  kind: 'crypto',
  chain: 'btc',
  address: 'bc1q8cx4zxvqqyq8956cj0z63u7kcmjyc9k6s6puq0',
});
/** Confirmed 18 h 48 min ago: usable in 5 h 12 min. */
const heldWallet: SavedDestination = {
  ...usable(4, {
    label: 'New Solana wallet',
    kind: 'crypto',
    chain: 'sol',
    address: 'kgERWXbLfq6MHcWLd86a5dpmSvM86QhQrQjL2gGPbnD',
  }),
  usableFrom: iso(now + 5 * HOUR + 12 * MINUTE),
  usableAt: now + 5 * HOUR + 12 * MINUTE,
};
const awaitingAccount: SavedDestination = {
  ...usable(5, {
    label: 'Joint savings',
    kind: 'bank',
    bankAccount: 'NL91ABNA0417164300',
    maskedAccount: '****4300',
  }),
  usableFrom: null,
  usableAt: null,
};

const book = (
  destinations: readonly SavedDestination[],
  allowList: AddressBookModel['allowList'] = { enabled: false, turnsOffAt: null },
): { kind: 'ready'; data: AddressBookModel } => ({
  kind: 'ready',
  data: { destinations, allowList, hold: null, serverOffset: 0 },
});

const saved = book([bankAccount, ethereum, bitcoin]);
const turnsOffAt = iso(now + 48 * HOUR);
const failed = { kind: 'error', message: addressBookMessages.loadFailed, retrying: false } as const;

/**
 * D16's Address book on the Withdraw page, drawn from given data: the allow-list switch, each saved bank account or
 * wallet with its status (waiting for its e-mailed code, a countdown to when it can be used, usable), Remove (asked
 * first) and Add address (a dialog: label, type, blockchain and address or bank account number). One story per
 * state: loading, failed and Try Again, empty, waiting for a code, held, usable, the allow-list on and turning off,
 * each message beside the list, and the dialogs' checks. The clock stands at the seed's time.
 */
const meta = {
  title: 'Screens/Withdraw/AddressBookSection',
  component: AddressBookSection,
  decorators: [
    (Story) => (
      <ClockProvider now={() => now}>
        <Story />
      </ClockProvider>
    ),
  ],
  args: {
    book: saved,
    onRetry: fn(),
    chains: chainOptions,
    notice: fixedNotice(null),
    onAdd: fn(async (): Promise<AddDestinationAnswer> => 'reset'),
    onEnterCode: fn(),
    onRemove: fn(),
    removing: null,
    onAllowListChange: fn(),
    allowListBusy: false,
  },
  argTypes: {
    book: fixtureArg(
      {
        'Three usable': saved,
        'One held, one waiting for its code': book([awaitingAccount, heldWallet, bankAccount]),
        Empty: book([]),
        'Allow-list on': book([bankAccount, ethereum], { enabled: true, turnsOffAt: null }),
        'Allow-list turning off': book([bankAccount], { enabled: true, turnsOffAt }),
        Loading: { kind: 'loading' },
        'Failed to load': failed,
      },
      'The address book (GET /api/withdrawal-destinations/), its times by the clock',
    ),
    notice: fixtureArg(
      {
        None: fixedNotice(null),
        Confirmed: fixedNotice({
          tone: 'success',
          message: addressBookMessages.confirmed(formatDateTime(iso(now + 24 * HOUR)), '24 h'),
        }),
        Removed: fixedNotice({
          tone: 'success',
          message: addressBookMessages.removed('Bitcoin savings'),
        }),
        'Code expired': fixedNotice({ tone: 'error', message: addressBookMessages.codeExpired }),
        'Remove failed': fixedNotice({ tone: 'error', message: addressBookMessages.removeFailed }),
      },
      'The outcome of the last change, above the list',
    ),
  },
} satisfies Meta<typeof AddressBookSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: i18n._(texts.listLabel) }));
/** The list item of the destination labelled `label` (its label comes first). */
function item(canvasElement: HTMLElement, label: string) {
  const found = list(canvasElement)
    .getAllByRole('listitem')
    .find((listItem) => listItem.firstElementChild?.firstElementChild?.textContent === label);
  if (!found) throw new Error(`No saved destination "${label}"`);
  return within(found);
}
const allowListSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: i18n._(texts.allowList) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(list(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    const bank = item(canvasElement, 'Main bank account');
    // Spec 2 §3: a bank account shows only its last 4 characters.
    await expect(bank.getByText('****6819')).toBeVisible();
    await expect(bank.queryByText(/GB29NWBK/)).toBeNull();
    await expect(
      bank.getByText(addressBookMessages.usable, { selector: '[aria-hidden]' }),
    ).toBeVisible();
    const wallet = item(canvasElement, 'Ethereum wallet');
    await expect(wallet.getByText(/ETH \(Ethereum\)/)).toBeVisible();
    await expect(wallet.getByText(ethereum.address ?? '')).toBeVisible();
    await expect(allowListSwitch(canvasElement)).toHaveAttribute('aria-checked', 'false');
    await expect(
      within(canvasElement).getByText(addressBookMessages.allowListExplained),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { book: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(texts.loading))).toBeInTheDocument();
    await expect(
      within(canvasElement).queryByRole('button', { name: i18n._(texts.add) }),
    ).toBeNull();
  },
};

export const FailedToLoad: Story = {
  args: { book: failed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(addressBookMessages.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Try Again is running: the message stays and its button shows busy. */
export const Retrying: Story = {
  args: { book: { ...failed, retrying: true } },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { book: book([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(addressBookMessages.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18n._(texts.add) })).toBeEnabled();
  },
};

/**
 * A new address: waiting for its e-mailed code (Enter code opens the code dialog), then held with a countdown. The
 * countdown is for the eye only: assistive technology reads when it opens, in a polite line that changes only with
 * the status, never every second.
 */
export const WaitingForCodeAndHeld: Story = {
  args: { book: book([awaitingAccount, heldWallet, bankAccount]) },
  play: async ({ canvasElement, args }) => {
    const waiting = item(canvasElement, 'Joint savings');
    await expect(
      waiting.getByText(addressBookMessages.awaitingCode, { selector: '[aria-hidden]' }),
    ).toBeVisible();
    await userEvent.click(
      waiting.getByRole('button', { name: `${i18n._(texts.enterCode)} Joint savings` }),
    );
    await expect(args.onEnterCode).toHaveBeenCalledWith(awaitingAccount);

    const held = item(canvasElement, 'New Solana wallet');
    const countdown = held.getByText(addressBookMessages.usableIn('05:12:00'));
    await expect(countdown).toBeVisible();
    await expect(countdown).toHaveAttribute('aria-hidden', 'true');
    const spoken = held.getByText(
      addressBookMessages.heldUntil(formatDateTime(heldWallet.usableFrom ?? '')),
    );
    await expect(spoken).toHaveAttribute('aria-live', 'polite');
    await expect(held.queryByRole('button', { name: /Enter code/ })).toBeNull();
  },
};

/**
 * D18: in the profile's language (Spanish here) the statuses (usable, the countdown and when it opens) and the
 * allow-list's turn-off time are translated.
 */
export const InSpanish: Story = {
  globals: { language: 'es' },
  args: { book: book([heldWallet, bankAccount], { enabled: true, turnsOffAt }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Utilizable', { selector: '[aria-hidden]' })).toBeVisible();
    await expect(canvas.getByText('Utilizable en 05:12:00')).toBeVisible();
    await expect(canvas.queryByText(/Usable/)).toBeNull();
    await expect(canvas.getByText(/^Esta dirección podrá usarse a partir del /)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(canvas.getByText(/^Se desactiva el /)).toBeVisible();
  },
};

/** The allow-list on: withdrawals go only to saved destinations. */
export const AllowListOn: Story = {
  args: { book: book([bankAccount, ethereum], { enabled: true, turnsOffAt: null }) },
  play: async ({ canvasElement, args }) => {
    const toggle = allowListSwitch(canvasElement);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining(addressBookMessages.allowListOn),
    );
    await userEvent.click(toggle);
    await expect(args.onAllowListChange).toHaveBeenCalledWith(false);
  },
};

/** A turn-off waits its 48 hours: the switch reads off, says when, and switching it on again cancels. */
export const AllowListTurningOff: Story = {
  args: { book: book([bankAccount], { enabled: true, turnsOffAt }) },
  play: async ({ canvasElement, args }) => {
    const toggle = allowListSwitch(canvasElement);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining(addressBookMessages.turnsOffAt(formatDateTime(turnsOffAt))),
    );
    await userEvent.click(toggle);
    await expect(args.onAllowListChange).toHaveBeenCalledWith(true);
  },
};

/** The change is in flight (or waits for the step-up): the switch waits too. */
export const AllowListChanging: Story = {
  args: { allowListBusy: true },
  play: async ({ canvasElement }) => {
    const toggle = allowListSwitch(canvasElement);
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
  },
};

/** By keyboard: the switch is a button, Space and Enter toggle it. */
export const AllowListByKeyboard: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    allowListSwitch(canvasElement).focus();
    await userEvent.keyboard(' ');
    await expect(args.onAllowListChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAllowListChange).toHaveBeenCalledTimes(2);
  },
};

const removeDialog = () => screen.findByRole('dialog', { name: i18n._(texts.removeTitle) });

/** Remove asks first, naming the address; Cancel keeps it and gives focus back to its Remove. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const remove = item(canvasElement, 'Bitcoin savings').getByRole('button', {
      name: `${i18n._(texts.remove)} Bitcoin savings`,
    });
    await userEvent.click(remove);
    const dialog = within(await removeDialog());
    await expect(
      dialog.getByText(addressBookMessages.removeDescription('Bitcoin savings')),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
  },
};

/** Remove's question, naming the address and what it means for withdrawals still waiting for their code. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      item(canvasElement, 'Bitcoin savings').getByRole('button', { name: /Remove/ }),
    );
    const dialog = within(await removeDialog());
    await expect(
      dialog.getByText(addressBookMessages.removeDescription('Bitcoin savings')),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: i18n._(texts.remove) })).toBeEnabled();
  },
};

export const RemoveConfirmed: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      item(canvasElement, 'Bitcoin savings').getByRole('button', { name: /Remove/ }),
    );
    await userEvent.click(
      within(await removeDialog()).getByRole('button', { name: i18n._(texts.remove) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(bitcoin);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The removal in flight: its button says so. */
export const Removing: Story = {
  args: { removing: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      item(canvasElement, 'Bitcoin savings').getByRole('button', { name: i18n._(texts.removing) }),
    ).toBeDisabled();
  },
};

export const RemovedMessage: Story = {
  args: {
    book: book([bankAccount, ethereum]),
    notice: fixedNotice({
      tone: 'success',
      message: addressBookMessages.removed('Bitcoin savings'),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      addressBookMessages.removed('Bitcoin savings'),
    );
  },
};

export const RemoveFailedMessage: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: addressBookMessages.removeFailed }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      addressBookMessages.removeFailed,
    );
  },
};

/** The e-mailed code confirmed the address: when it can be used, and in how long. */
export const ConfirmedMessage: Story = {
  args: {
    book: book([
      { ...heldWallet, usableFrom: iso(now + 24 * HOUR), usableAt: now + 24 * HOUR },
      bankAccount,
    ]),
    notice: fixedNotice({
      tone: 'success',
      message: addressBookMessages.confirmed(formatDateTime(iso(now + 24 * HOUR)), '24 h'),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Saved\. It can be used from/,
    );
    await expect(
      item(canvasElement, 'New Solana wallet').getByText(addressBookMessages.usableIn('24:00:00')),
    ).toBeVisible();
  },
};

export const CodeExpiredMessage: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: addressBookMessages.codeExpired }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      addressBookMessages.codeExpired,
    );
  },
};

export const AllowListFailedMessage: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: addressBookMessages.allowListFailed }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      addressBookMessages.allowListFailed,
    );
  },
};

// ---- Add address

const addDialog = () => screen.findByRole('dialog', { name: i18n._(texts.addTitle) });

async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: i18n._(texts.add) }));
  return within(await addDialog());
}

/** The dialog opens on its first field; Tab stays inside it; Escape closes it and focus returns to Add address. */
export const AddDialogKeyboard: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText(/^Label/)).toHaveFocus());
    for (let step = 0; step < 8; step += 1) await userEvent.tab();
    // However far Tab goes, focus is still in the dialog.
    await expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: i18n._(texts.add) }),
    ).toHaveFocus();
  },
};

/** Nothing typed: each field says what it needs, the label first; nothing is sent. */
export const AddFieldsRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.save) }));
    const label = dialog.getByLabelText(/^Label/);
    await waitFor(() =>
      expect(label).toHaveAccessibleDescription(
        expect.stringContaining(addressBookMessages.labelRequired),
      ),
    );
    await expect(dialog.getByLabelText(/^Address/)).toHaveAccessibleDescription(
      withdrawalValidation.cryptoDetailsRequired,
    );
    await expect(label).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A bank account: the number is asked for instead of a chain and address. */
export const AddBankAccountRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Savings');
    await userEvent.selectOptions(dialog.getByLabelText(i18n._(texts.typeField)), 'bank');
    await expect(dialog.queryByLabelText('Blockchain')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.save) }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Bank account number')).toHaveAccessibleDescription(
        withdrawalValidation.bankAccountRequired,
      ),
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** D16: the address is checked against its chain, checksum included, with the server's words. */
export const AddAddressNotOfChain: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Cold wallet');
    await userEvent.selectOptions(dialog.getByLabelText('Blockchain'), 'sol');
    await userEvent.type(dialog.getByLabelText(/^Address/), ethereum.address ?? '');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.save) }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Address/)).toHaveAccessibleDescription(
        walletAddressValidation.notOfChain('Solana'),
      ),
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A valid address goes to the page (which asks for the step-up when the server does); the dialog then closes. */
export const AddSaves: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Cold wallet');
    await userEvent.selectOptions(dialog.getByLabelText('Blockchain'), 'eth');
    await userEvent.type(dialog.getByLabelText(/^Address/), ethereum.address ?? '');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.save) }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({
        label: 'Cold wallet',
        kind: 'crypto',
        chain: 'eth',
        address: ethereum.address,
        bankAccount: '',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server refused: its field message under the field, anything else above the fields; nothing typed is lost. */
export const AddRefused: Story = {
  args: {
    onAdd: fn(async (): Promise<AddDestinationAnswer> => ({
      fieldErrors: { address: serverTexts.destinationSaved },
      message: addressBookMessages.addFailed,
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Cold wallet');
    await userEvent.selectOptions(dialog.getByLabelText('Blockchain'), 'eth');
    await userEvent.type(dialog.getByLabelText(/^Address/), ethereum.address ?? '');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.save) }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(addressBookMessages.addFailed);
    await expect(dialog.getByLabelText(/^Address/)).toHaveAccessibleDescription(
      serverTexts.destinationSaved,
    );
    await expect(dialog.getByLabelText(/^Label/)).toHaveValue('Cold wallet');
  },
};

/** Saving in flight (or waiting for the step-up): busy, and the dialog cannot be dismissed. */
export const AddSaving: Story = {
  args: { onAdd: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Savings');
    await userEvent.selectOptions(dialog.getByLabelText(i18n._(texts.typeField)), 'bank');
    await userEvent.type(dialog.getByLabelText('Bank account number'), 'DE89370400440532013000');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.save) }));
    await expect(await dialog.findByRole('button', { name: i18n._(texts.saving) })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: i18n._(texts.cancel) })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** An answer that names no field and no reason: the address book's own text. */
export const AddFailed: Story = {
  args: {
    onAdd: fn(async (): Promise<AddDestinationAnswer> => ({ message: httpErrors.serverError })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Savings');
    await userEvent.selectOptions(dialog.getByLabelText(i18n._(texts.typeField)), 'bank');
    await userEvent.type(dialog.getByLabelText('Bank account number'), 'DE89370400440532013000');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.save) }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(httpErrors.serverError);
    // Editing clears it, ready for another try.
    await userEvent.type(dialog.getByLabelText('Bank account number'), '1');
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Every state of the section at once, for review. */
export const AllStates: Story = allStatesStory(AddressBookSection, meta.args, {
  'Three usable': {},
  Loading,
  'Failed to load': FailedToLoad,
  'Retrying the load': Retrying,
  Empty,
  'Waiting for a code, held, usable': WaitingForCodeAndHeld,
  'Allow-list on': AllowListOn,
  'Allow-list turning off': AllowListTurningOff,
  'Allow-list changing': AllowListChanging,
  Removing,
  Removed: RemovedMessage,
  'Remove failed': RemoveFailedMessage,
  Confirmed: ConfirmedMessage,
  'Code expired': CodeExpiredMessage,
  'Allow-list failed': AllowListFailedMessage,
});
