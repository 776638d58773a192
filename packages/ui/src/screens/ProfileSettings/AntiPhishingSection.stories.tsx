import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { httpErrors } from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { AntiPhishingSection } from './AntiPhishingSection';
import { antiPhishingTexts as texts } from './antiPhishingTexts';
import { settingsOff } from './securityStoryFixtures';

const withPhrase = (phrase: string | null) => ({
  kind: 'ready' as const,
  data: { ...settingsOff, anti_phishing_phrase: phrase },
});

/**
 * The anti-phishing phrase in Profile Settings (D16), drawn from given data: the phrase every e-mail from
 * the platform starts with, set and removed after the password is confirmed again. One story per state:
 * not set, set, loading, failed, saving, saved, a phrase too short, and removing.
 */
const meta = {
  title: 'Screens/ProfileSettings/AntiPhishingSection',
  component: AntiPhishingSection,
  args: {
    settings: withPhrase(null),
    onRetry: fn(),
    notice: fixedNotice(null),
    onSave: fn(),
    onRemove: fn(),
    removing: false,
  },
  argTypes: {
    settings: fixtureArg(
      {
        'Not set': withPhrase(null),
        'Blue heron 42': withPhrase('Blue heron 42'),
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
      },
      "The account's security settings (GET /auth/security/)",
    ),
    notice: fixtureArg(
      {
        None: fixedNotice(null),
        Saved: fixedNotice({ tone: 'success', message: i18n._(texts.saved) }),
        Removed: fixedNotice({ tone: 'success', message: i18n._(texts.removed) }),
        'Server error': fixedNotice({ tone: 'error', message: httpErrors.serverError }),
      },
      'The outcome beside the setting',
    ),
  },
} satisfies Meta<typeof AntiPhishingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(texts.notSet))).toBeVisible();
  },
};

export const PhraseSet: Story = {
  args: { settings: withPhrase('Blue heron 42') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blue heron 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18n._(texts.remove) })).toBeVisible();
  },
};

export const Loading: Story = { args: { settings: { kind: 'loading' } } };

export const FailedToLoad: Story = {
  args: { settings: { kind: 'error', message: httpErrors.serverError, retrying: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(httpErrors.serverError)).toBeVisible();
  },
};

/** A phrase under 4 characters is not sent; what was typed stays. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(i18n._(texts.field)), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: i18n._(texts.save) }));
    await expect(canvas.getByLabelText(i18n._(texts.field))).toHaveAccessibleDescription(
      expect.stringContaining(i18n._(texts.tooShort)),
    );
    await expect(canvas.getByLabelText(i18n._(texts.field))).toHaveValue('abc');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(i18n._(texts.field)), ' Blue heron 42 ');
    await userEvent.click(canvas.getByRole('button', { name: i18n._(texts.save) }));
    await expect(args.onSave).toHaveBeenCalledWith('Blue heron 42');
    await expect(await canvas.findByRole('button', { name: i18n._(texts.saving) })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: {
    settings: withPhrase('Blue heron 42'),
    notice: fixedNotice({ tone: 'success', message: i18n._(texts.saved) }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(texts.saved))).toBeVisible();
  },
};

export const Removing: Story = {
  args: { settings: withPhrase('Blue heron 42'), removing: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: i18n._(texts.removing) }),
    ).toBeDisabled();
  },
};

/** Every state of the card at once, for review. */
export const AllStates: Story = allStatesStory(AntiPhishingSection, meta.args, {
  'No phrase yet': Default,
  'Phrase chosen': PhraseSet,
  Loading,
  'Failed to load': FailedToLoad,
  Saved,
  Removing,
});
