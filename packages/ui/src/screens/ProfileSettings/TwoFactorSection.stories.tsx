import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { serverTexts } from '@tp/mocks';
import { httpErrors } from '@tp/messages';
import { formatDate } from '../../format';
import { fixedNotice, useNotice } from '../../widgets/LiveNotice';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { backupCodesFile } from './BackupCodes';
import { sectionTitles, twoFactorTexts as texts } from './profileSettingsTexts';
import { demoBackupCodes, demoSetup, settingsOff, settingsOn } from './securityStoryFixtures';
import { TwoFactorSection, type TwoFactorSectionProps } from './TwoFactorSection';
import type { TwoFactorStep } from './twoFactorFlow';

const overview: TwoFactorStep = { kind: 'overview' };
const setupStep: TwoFactorStep = { kind: 'setup', setup: demoSetup };
const codesStep: TwoFactorStep = { kind: 'backupCodes', codes: demoBackupCodes, renewed: false };

/**
 * Two-factor authentication in Profile Settings (D15), drawn from given data: off, with the offer to turn on
 * the authenticator app; the setup's QR code, key and code field; the 10 backup codes shown once; on, with
 * since when and how many backup codes are left; and turning it off, confirmed first. One story per state,
 * each message and each button's busy state.
 */
const meta = {
  title: 'Screens/ProfileSettings/TwoFactorSection',
  component: TwoFactorSection,
  args: {
    settings: { kind: 'ready', data: settingsOff },
    onRetry: fn(),
    step: overview,
    busy: null,
    confirmingTurnOff: false,
    notice: fixedNotice(null),
    onStart: fn(),
    onEnable: fn(),
    onCancelSetup: fn(),
    onDone: fn(),
    onRenew: fn(),
    onTurnOff: fn(),
    onTurnOffConfirm: fn(),
    onTurnOffCancel: fn(),
  },
  argTypes: {
    settings: fixtureArg(
      {
        Off: { kind: 'ready', data: settingsOff },
        'On, 10 backup codes': { kind: 'ready', data: settingsOn(10) },
        'On, 1 backup code': { kind: 'ready', data: settingsOn(1) },
        'On, none left': { kind: 'ready', data: settingsOn(0) },
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
    step: fixtureArg(
      {
        Overview: overview,
        'Setup (demo key)': setupStep,
        'Backup codes': codesStep,
        'New backup codes': { ...codesStep, renewed: true },
      },
      'Where the section is: the overview, the setup or the backup codes shown once',
    ),
    busy: fixtureArg(
      {
        None: null,
        'Starting the setup': 'start',
        'Creating codes': 'renew',
        'Turning off': 'turnOff',
      },
      'The server call in flight, shown on its button',
    ),
    notice: fixtureArg(
      {
        None: fixedNotice(null),
        'Turned on': fixedNotice({ tone: 'success', message: serverTexts.totpEnabled }),
        'New codes': fixedNotice({ tone: 'success', message: serverTexts.backupCodesRenewed }),
        'Turned off': fixedNotice({ tone: 'success', message: serverTexts.totpDisabled }),
        'Server error': fixedNotice({ tone: 'error', message: httpErrors.serverError }),
      },
      'The outcome beside the section',
    ),
  },
} satisfies Meta<typeof TwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: i18n._(sectionTitles.twoFactor) }));
const qrCode = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'img',
    { name: i18n._(texts.qrLabel(demoSetup.account)) },
    {
      timeout: 5_000,
    },
  );
const describedAs = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(new RegExp(`^${i18n._(texts.codeLabel)}`));

/** The browser's clipboard, replaced for a story: what was copied (a refusal is the widget's story). */
function stubClipboard() {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  return {
    copied,
    restore: () => {
      delete (navigator as { clipboard?: Clipboard }).clipboard;
    },
  };
}

/** Off: what it is for, and the offer to turn it on. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { name: i18n._(sectionTitles.twoFactor) }),
    ).toBeVisible();
    await expect(card.getByText(i18n._(texts.off))).toBeVisible();
    await expect(card.getByText(i18n._(texts.offLead))).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: i18n._(texts.turnOn) }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** Turn on was pressed: the new secret is on its way (after "Confirm it's you" if the server asks). */
export const Starting: Story = {
  args: { busy: 'start' },
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement).getByRole('button', { name: i18n._(texts.starting) }),
    ).toBeDisabled();
  },
};

/** The settings load: the off state's lines, with placeholders. */
export const Loading: Story = {
  args: { settings: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByText(i18n._(texts.loading))).toBeInTheDocument();
    await expect(section(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The settings cannot be read: the message and Try Again, in this section only. */
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
    const card = section(canvasElement);
    await expect(card.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await expect(card.getByRole('button', { name: 'Try Again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A call failed (here the setup could not start): its message beside the section. */
export const StartFailed: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: httpErrors.serverError }) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('alert')).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

// D15.
/** The setup: the QR code (named for screen readers), the key in groups of four with Copy, and the code. */
export const SetupWithQrCode: Story = {
  args: { step: setupStep },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(card.getByRole('heading', { name: i18n._(texts.setupTitle) })).toBeVisible();
    const qr = await qrCode(canvasElement);
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(card.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(card.getByRole('button', { name: i18n._(texts.copyKey) })).toBeVisible();
    await expect(codeField(canvasElement)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField(canvasElement)).toHaveAttribute('inputmode', 'numeric');
    await expect(card.getByRole('button', { name: i18n._(texts.enable) })).toBeVisible();
  },
};

/** Turn on with no code (or not 6 digits): the field says so; nothing is sent. */
export const SetupCodeRequired: Story = {
  args: { step: setupStep },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(codeField(canvasElement), '123');
    await userEvent.click(
      section(canvasElement).getByRole('button', { name: i18n._(texts.enable) }),
    );
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(
      describedAs(i18n._(texts.codeRequired)),
    );
    await expect(codeField(canvasElement)).toHaveFocus();
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** The server refuses the code (not the app's current one): under the field, which keeps it. */
export const WrongCode: Story = {
  args: {
    step: setupStep,
    onEnable: fn(async () => ({ fieldErrors: { code: serverTexts.authenticationCodeIncorrect } })),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(codeField(canvasElement), '123 456');
    await userEvent.click(
      section(canvasElement).getByRole('button', { name: i18n._(texts.enable) }),
    );
    await expect(args.onEnable).toHaveBeenCalledWith('123456');
    await waitFor(() =>
      expect(codeField(canvasElement)).toHaveAccessibleDescription(
        describedAs(serverTexts.authenticationCodeIncorrect),
      ),
    );
    await expect(codeField(canvasElement)).toHaveValue('123 456');
    await expect(codeField(canvasElement)).toHaveFocus();
  },
};

/** The code is being checked: Turn on is busy and Cancel waits. */
export const Enabling: Story = {
  args: { step: setupStep, onEnable: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await userEvent.type(codeField(canvasElement), '123456');
    await userEvent.click(card.getByRole('button', { name: i18n._(texts.enable) }));
    await expect(await card.findByRole('button', { name: i18n._(texts.enabling) })).toBeDisabled();
    await expect(card.getByRole('button', { name: i18n._(texts.cancelSetup) })).toBeDisabled();
  },
};

/** Copy key puts the key on the clipboard without its spaces, and says so. */
export const CopyKey: Story = {
  tags: ['interaction', '!autodocs'],
  args: { step: setupStep },
  beforeEach: () => stubClipboard().restore,
  play: async ({ canvasElement }) => {
    const clipboard = stubClipboard();
    const card = section(canvasElement);
    await userEvent.click(card.getByRole('button', { name: i18n._(texts.copyKey) }));
    await expect(await card.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(clipboard.copied).toEqual([demoSetup.secret]);
  },
};

/** The 10 backup codes, shown this once, with Copy, Download and a Done that says they go for good. */
export const BackupCodesShown: Story = {
  args: {
    step: codesStep,
    notice: fixedNotice({ tone: 'success', message: serverTexts.totpEnabled }),
  },
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    await expect(card.getByText(serverTexts.totpEnabled)).toBeVisible();
    await expect(card.getByRole('heading', { name: i18n._(texts.backupTitle) })).toBeVisible();
    const list = card.getByRole('list', { name: i18n._(texts.backupCodesList) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getByText(demoBackupCodes[0]!)).toBeVisible();
    await expect(card.getByRole('button', { name: i18n._(texts.copyCodes) })).toBeVisible();
    await expect(card.getByRole('button', { name: i18n._(texts.downloadCodes) })).toBeVisible();
    const done = card.getByRole('button', { name: i18n._(texts.done) });
    await expect(done).toHaveAccessibleDescription(i18n._(texts.doneNote));
    await userEvent.click(done);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** Download codes saves a text file of the codes (a Blob through a temporary link, nothing sent). */
export const DownloadCodes: Story = {
  tags: ['interaction', '!autodocs'],
  args: { step: codesStep },
  play: async ({ canvasElement }) => {
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    const click = HTMLAnchorElement.prototype.click;
    let lastBlob: Blob | null = null;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) lastBlob = object;
      return createObjectURL(object);
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && lastBlob) saved.push({ name: this.download, blob: lastBlob });
      else click.call(this);
    };
    try {
      await userEvent.click(
        section(canvasElement).getByRole('button', { name: i18n._(texts.downloadCodes) }),
      );
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(saved.map((file) => file.name)).toEqual([texts.backupFileName]);
    await expect(saved[0]!.blob.type).toBe('text/plain;charset=utf-8');
    await expect(await saved[0]!.blob.text()).toBe(backupCodesFile(demoBackupCodes, i18n));
    for (const code of demoBackupCodes)
      await expect(await saved[0]!.blob.text()).toContain(`\n${code}\n`);
  },
};

/** Copy codes puts the 10 codes on the clipboard, one a line. */
export const CopyCodes: Story = {
  tags: ['interaction', '!autodocs'],
  args: { step: codesStep },
  beforeEach: () => stubClipboard().restore,
  play: async ({ canvasElement }) => {
    const clipboard = stubClipboard();
    await userEvent.click(
      section(canvasElement).getByRole('button', { name: i18n._(texts.copyCodes) }),
    );
    await waitFor(() => expect(clipboard.copied).toEqual([demoBackupCodes.join('\n')]));
  },
};

/** On: since when, how many backup codes are left, new codes and Turn off. */
export const On: Story = {
  args: { settings: { kind: 'ready', data: settingsOn(10) } },
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    await expect(card.getByText(i18n._(texts.on))).toBeVisible();
    const since = card.getByText(formatDate(settingsOn().totp_enabled_at!));
    await expect(since.closest('li')).toHaveTextContent(
      `On since ${formatDate(settingsOn().totp_enabled_at!)}`,
    );
    await expect(card.getByText(i18n._(texts.backupCodesLeft(10)))).toBeVisible();
    await expect(card.queryByText(i18n._(texts.fewBackupCodes))).toBeNull();
    await userEvent.click(card.getByRole('button', { name: i18n._(texts.renew) }));
    await expect(args.onRenew).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: i18n._(texts.turnOff) }));
    await expect(args.onTurnOff).toHaveBeenCalledTimes(1);
  },
};

/** One backup code left: the count, and a nudge to create new ones. */
export const OneBackupCodeLeft: Story = {
  args: { settings: { kind: 'ready', data: settingsOn(1) } },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(card.getByText(i18n._(texts.backupCodesLeft(1)))).toBeVisible();
    await expect(card.getByText(i18n._(texts.fewBackupCodes))).toBeVisible();
  },
};

export const NoBackupCodesLeft: Story = {
  args: { settings: { kind: 'ready', data: settingsOn(0) } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByText(i18n._(texts.backupCodesLeft(0)))).toBeVisible();
  },
};

/** Create new backup codes is running. */
export const Renewing: Story = {
  args: { settings: { kind: 'ready', data: settingsOn(3) }, busy: 'renew' },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(card.getByRole('button', { name: i18n._(texts.renewing) })).toBeDisabled();
    await expect(card.getByRole('button', { name: i18n._(texts.turnOff) })).toBeDisabled();
  },
};

/** New backup codes, shown the same way; the server says the old ones stopped working. */
export const NewBackupCodes: Story = {
  args: {
    settings: { kind: 'ready', data: settingsOn(10) },
    step: { ...codesStep, renewed: true },
    notice: fixedNotice({ tone: 'success', message: serverTexts.backupCodesRenewed }),
  },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(card.getByText(serverTexts.backupCodesRenewed)).toBeVisible();
    await expect(card.getByRole('list', { name: i18n._(texts.backupCodesList) })).toBeVisible();
  },
};

/** Turn off asks first; Cancel keeps it on, Turn off goes ahead. */
export const TurnOffDialog: Story = {
  args: { settings: { kind: 'ready', data: settingsOn(10) }, confirmingTurnOff: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.turnOffTitle) }));
    await expect(dialog.getByText(i18n._(texts.turnOffDescription))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onTurnOffCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.turnOff) }));
    await expect(args.onTurnOffConfirm).toHaveBeenCalledTimes(1);
  },
};

export const TurningOff: Story = {
  args: { settings: { kind: 'ready', data: settingsOn(10) }, busy: 'turnOff' },
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement).getByRole('button', { name: i18n._(texts.turningOff) }),
    ).toBeDisabled();
  },
};

/** The owner of the flow, as the Screen is, without a server: each step replaces the last. */
function TurnOnFlow(args: TwoFactorSectionProps) {
  const [step, setStep] = useState<TwoFactorStep>(overview);
  const [confirming, setConfirming] = useState(false);
  const [on, setOn] = useState(false);
  const notice = useNotice();
  return (
    <TwoFactorSection
      {...args}
      settings={{ kind: 'ready', data: on ? settingsOn(10) : settingsOff }}
      step={step}
      notice={notice}
      confirmingTurnOff={confirming}
      onStart={() => setStep(setupStep)}
      onCancelSetup={() => setStep(overview)}
      onEnable={() => {
        setOn(true);
        setStep(codesStep);
        notice.show({ tone: 'success', message: serverTexts.totpEnabled });
      }}
      onDone={() => setStep(overview)}
      onTurnOff={() => setConfirming(true)}
      onTurnOffCancel={() => setConfirming(false)}
      onTurnOffConfirm={() => {
        setConfirming(false);
        setOn(false);
      }}
    />
  );
}

/**
 * By keyboard only, focus follows the steps: the setup's heading, the backup codes' heading, the section's
 * title after Done, and Turn off again after its confirmation is cancelled.
 */
export const KeyboardThroughTheSteps: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => <TurnOnFlow {...args} />,
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    card.getByRole('button', { name: i18n._(texts.turnOn) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(card.getByRole('heading', { name: i18n._(texts.setupTitle) })).toHaveFocus(),
    );
    await qrCode(canvasElement);
    codeField(canvasElement).focus();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() =>
      expect(card.getByRole('heading', { name: i18n._(texts.backupTitle) })).toHaveFocus(),
    );
    card.getByRole('button', { name: i18n._(texts.done) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(card.getByText(i18n._(sectionTitles.twoFactor))).toHaveFocus());
    const turnOff = card.getByRole('button', { name: i18n._(texts.turnOff) });
    turnOff.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: i18n._(texts.turnOffTitle) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(turnOff).toHaveFocus());
  },
};

const allStates = {
  'Authenticator app off': Off,
  'Starting the setup': Starting,
  Loading,
  'Failed to load': LoadFailed,
  'Trying again': Retrying,
  'A call failed': StartFailed,
  'Setup with the QR code': SetupWithQrCode,
  'Backup codes shown once': BackupCodesShown,
  'On, 10 backup codes left': On,
  'On, 1 backup code left': OneBackupCodeLeft,
  'On, none left': NoBackupCodesLeft,
  'Creating new codes': Renewing,
  'New backup codes': NewBackupCodes,
  'Turning off': TurningOff,
};

/** Every state of the section at once, for review (the turn-off question is a dialog: its own story). */
export const AllStates: Story = allStatesStory(TwoFactorSection, meta.args, allStates);
