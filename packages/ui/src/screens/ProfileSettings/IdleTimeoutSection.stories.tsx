import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { serverTexts } from '@tp/mocks';
import { httpErrors } from '@tp/messages';
import { fixedNotice, useNotice } from '../../widgets/LiveNotice';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { IdleTimeoutSection, type IdleTimeoutSectionProps } from './IdleTimeoutSection';
import { idleTimeoutLabel } from './idleTimeoutOptions';
import { idleTimeoutTexts as texts, sectionTitles } from './profileSettingsTexts';
import { settingsOff } from './securityStoryFixtures';

const withIdle = (minutes: number) => ({
  kind: 'ready' as const,
  data: { ...settingsOff, idle_timeout_minutes: minutes },
});

/**
 * The idle timeout in Profile Settings (D15), drawn from given data: how long a session may sit idle before
 * every tab signs out, 5 minutes to 12 hours, saved with its own button. One story per state: loaded (the
 * default 15 minutes, or a value set elsewhere), loading, failed, saving, saved, unchanged and refused.
 */
const meta = {
  title: 'Screens/ProfileSettings/IdleTimeoutSection',
  component: IdleTimeoutSection,
  args: {
    settings: withIdle(15),
    onRetry: fn(),
    notice: fixedNotice(null),
    onSave: fn(),
  },
  argTypes: {
    settings: fixtureArg(
      {
        '15 minutes (the default)': withIdle(15),
        '8 hours': withIdle(480),
        '90 minutes (set elsewhere)': withIdle(90),
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
        'Failed, trying again': {
          kind: 'error',
          message: httpErrors.serverError,
          retrying: true,
        },
      },
      "The account's security settings (GET /auth/security/)",
    ),
    notice: fixtureArg(
      {
        None: fixedNotice(null),
        Saved: fixedNotice({
          tone: 'success',
          message: i18n._(texts.saved(i18n._(idleTimeoutLabel(60)))),
        }),
        Unchanged: fixedNotice({ tone: 'info', message: i18n._(texts.unchanged) }),
        'Server error': fixedNotice({ tone: 'error', message: httpErrors.serverError }),
      },
      'The outcome beside the setting',
    ),
  },
} satisfies Meta<typeof IdleTimeoutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: i18n._(sectionTitles.idleTimeout) }));
const select = (canvasElement: HTMLElement) =>
  section(canvasElement).getByLabelText(i18n._(texts.field));
const save = (canvasElement: HTMLElement) =>
  section(canvasElement).getByRole('button', { name: i18n._(texts.save) });

/** The saved value selected; the choices in minutes, then hours, up to 12. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: i18n._(sectionTitles.idleTimeout) }),
    ).toBeVisible();
    await expect(select(canvasElement)).toHaveValue('15');
    await expect(
      within(select(canvasElement))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '12 hours',
    ]);
  },
};

/** A value none of the choices has (set through the API): shown as it is, in its place. */
export const SetElsewhere: Story = {
  args: { settings: withIdle(90) },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('90 minutes');
  },
};

export const Loading: Story = {
  args: { settings: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByText(i18n._(texts.loading))).toBeInTheDocument();
    await expect(section(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { settings: { kind: 'error', message: httpErrors.serverError, retrying: false } },
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    await expect(card.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(card.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { settings: { kind: 'error', message: httpErrors.serverError, retrying: true } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('button', { name: 'Try Again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Save hands over the chosen minutes. */
export const SaveSendsMinutes: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(select(canvasElement), '4 hours');
    await userEvent.click(save(canvasElement));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(240));
  },
};

/** Saving (after "Confirm it's you" when the server asks): the button is busy. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(save(canvasElement));
    await expect(
      await section(canvasElement).findByRole('button', { name: i18n._(texts.saving) }),
    ).toBeDisabled();
  },
};

/** The notice as the Screen owns it: the saved value said in words beside the setting. */
function SavedFlow(args: IdleTimeoutSectionProps) {
  const notice = useNotice();
  return (
    <IdleTimeoutSection
      {...args}
      notice={notice}
      onSave={(minutes) =>
        notice.show({
          tone: 'success',
          message: i18n._(texts.saved(i18n._(idleTimeoutLabel(minutes)))),
        })
      }
    />
  );
}

export const Saved: Story = {
  render: (args) => <SavedFlow {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(select(canvasElement), '1 hour');
    await userEvent.click(save(canvasElement));
    await expect(
      await section(canvasElement).findByText(i18n._(texts.saved('1 hour'))),
    ).toBeVisible();
    await expect(select(canvasElement)).toHaveValue('60');
  },
};

export const Unchanged: Story = {
  args: { notice: fixedNotice({ tone: 'info', message: i18n._(texts.unchanged) }) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByText(i18n._(texts.unchanged))).toBeVisible();
  },
};

/** The server refuses the value: under the select. */
export const Refused: Story = {
  args: {
    onSave: fn(async () => ({ fieldErrors: { minutes: serverTexts.idleTimeoutRange } })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(save(canvasElement));
    await waitFor(() =>
      expect(select(canvasElement)).toHaveAccessibleDescription(serverTexts.idleTimeoutRange),
    );
  },
};

export const SaveFailed: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: httpErrors.serverError }) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('alert')).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

const allStates = {
  'The default, 15 minutes': Default,
  'Set elsewhere': SetElsewhere,
  Loading,
  'Failed to load': LoadFailed,
  'Trying again': Retrying,
  Saved: {
    args: { notice: fixedNotice({ tone: 'success', message: i18n._(texts.saved('1 hour')) }) },
  },
  Unchanged,
  'Not saved': SaveFailed,
};

/** Every state of the setting at once, for review. */
export const AllStates: Story = allStatesStory(IdleTimeoutSection, meta.args, allStates);
