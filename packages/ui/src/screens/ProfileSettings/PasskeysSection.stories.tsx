import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { Passkey } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { PasskeysSection } from './PasskeysSection';
import { passkeyTexts as texts } from './passkeyTexts';

const laptop: Passkey = {
  id: 'pk-laptop-0001',
  name: 'Work laptop',
  created_at: '2026-05-02T09:00:00.000Z',
  last_used_at: '2026-06-15T11:58:00.000Z',
};
const phone: Passkey = {
  id: 'pk-phone-0002',
  name: 'iPhone',
  created_at: '2026-06-10T18:30:00.000Z',
  last_used_at: null,
};
const ready = (data: readonly Passkey[]) => ({ kind: 'ready' as const, data });

/**
 * The account's passkeys in Profile Settings (D15), drawn from given data: each with when it was added and
 * last used, and Remove (confirmed first); Add a passkey under a name. One story per state: two passkeys,
 * none, loading, failed, adding, a name missing, removing, and a browser without passkeys.
 */
const meta = {
  title: 'Screens/ProfileSettings/PasskeysSection',
  component: PasskeysSection,
  args: {
    passkeys: ready([laptop, phone]),
    onRetry: fn(),
    notice: fixedNotice(null),
    onAdd: fn(),
    onRemove: fn(),
    removing: null,
    supported: true,
  },
  argTypes: {
    passkeys: fixtureArg(
      {
        'Two passkeys': ready([laptop, phone]),
        None: ready([]),
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
      },
      "The account's passkeys (GET /auth/passkeys/)",
    ),
    notice: fixtureArg(
      {
        None: fixedNotice(null),
        Added: fixedNotice({ tone: 'success', message: i18n._(texts.addedNotice('Work laptop')) }),
        Cancelled: fixedNotice({ tone: 'info', message: i18n._(texts.cancelled) }),
        'Server error': fixedNotice({ tone: 'error', message: httpErrors.serverError }),
      },
      'The outcome beside the list',
    ),
  },
} satisfies Meta<typeof PasskeysSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: i18n._(texts.listLabel) }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText(/Never used/)).toBeVisible();
  },
};

export const NoPasskeys: Story = {
  args: { passkeys: ready([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(texts.none))).toBeVisible();
  },
};

export const Loading: Story = { args: { passkeys: { kind: 'loading' } } };

export const FailedToLoad: Story = {
  args: { passkeys: { kind: 'error', message: httpErrors.serverError, retrying: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(httpErrors.serverError)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A name is needed before the browser is asked; what was typed elsewhere stays. */
export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n._(texts.add) }));
    await expect(canvas.getByLabelText(i18n._(texts.nameField))).toHaveAccessibleDescription(
      expect.stringContaining(i18n._(texts.nameRequired)),
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The browser's passkey prompt is open: the button waits. */
export const Adding: Story = {
  args: { onAdd: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(i18n._(texts.nameField)), 'Work laptop');
    await userEvent.click(canvas.getByRole('button', { name: i18n._(texts.add) }));
    await expect(args.onAdd).toHaveBeenCalledWith('Work laptop');
    await expect(await canvas.findByRole('button', { name: i18n._(texts.adding) })).toBeDisabled();
  },
};

export const Added: Story = {
  args: {
    notice: fixedNotice({ tone: 'success', message: i18n._(texts.addedNotice('Work laptop')) }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(i18n._(texts.addedNotice('Work laptop'))),
    ).toBeVisible();
  },
};

/** Remove asks first, naming the passkey. */
export const RemoveConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n._(texts.remove('iPhone')) }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.confirmTitle) }));
    await expect(dialog.getByText(i18n._(texts.confirmDescription('iPhone')))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.removeLabel) }));
    await expect(args.onRemove).toHaveBeenCalledWith(phone);
  },
};

export const Removing: Story = {
  args: { removing: phone.id },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: i18n._(texts.removing) }),
    ).toBeDisabled();
  },
};

export const BrowserWithoutPasskeys: Story = {
  args: { supported: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(texts.unsupported))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n._(texts.add) })).toBeNull();
  },
};

/** Every state of the card at once, for review. */
export const AllStates: Story = allStatesStory(PasskeysSection, meta.args, {
  'Two passkeys': Default,
  None: NoPasskeys,
  Loading,
  'Failed to load': FailedToLoad,
  Added,
  Removing,
  'Browser without passkeys': BrowserWithoutPasskeys,
});
