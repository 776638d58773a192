import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AccountSession, ActivityEntry, Profile } from '@tp/api';
import { emptyStates, httpErrors, profileMessages } from '@tp/messages';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { expectRetrying } from '../../storybook/expectRetrying';
import { StoryRouter } from '../../storybook/StoryProviders';
import { i18n } from '@tp/i18n';
import { accountInformationTexts as texts } from './accountInformationTexts';
import { AccountInformationView, type AccountInformationViewProps } from './AccountInformationView';
import { fixedNotice, useNotice, type Notice } from '../../widgets/LiveNotice';
import { formatDateTime } from './formatAccountDate';
import { servedProfile } from '@tp/mocks';
import { region, selfTimed } from '../../storybook/storyQueries';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

/** Alex from the seed, signed in moments before the story's time. */
const alex: Profile = { ...servedProfile, last_login: '2026-06-15T11:58:00.000Z' };

const sanFrancisco = { ip_address: '203.0.113.24', location: 'San Francisco, United States' };

/** The server's log, newest first: five entries, of which the page shows the 4 newest. */
const activity: ActivityEntry[] = [
  { id: 12, timestamp: '2026-06-15T11:59:00.000Z', action: 'Manual Refresh', ...sanFrancisco },
  { id: 11, timestamp: '2026-06-15T11:58:00.000Z', action: 'Signed In', ...sanFrancisco },
  { id: 8, timestamp: '2026-06-14T08:12:00.000Z', action: 'Signed In', ...sanFrancisco },
  { id: 5, timestamp: '2026-02-20T17:40:00.000Z', action: 'Profile Updated', ...sanFrancisco },
  { id: 2, timestamp: '2025-03-14T09:32:00.000Z', action: 'Email Verified', ...sanFrancisco },
];

/** D15: five wrong passwords are one entry with a count, so the security events stay in the log. */
const afterWrongPasswords: ActivityEntry[] = [
  { id: 14, timestamp: '2026-06-15T11:59:30.000Z', action: 'Sign-Ins Paused', ...sanFrancisco },
  {
    id: 13,
    timestamp: '2026-06-15T11:59:30.000Z',
    action: 'Failed Sign-In',
    count: 5,
    ...sanFrancisco,
  },
  ...activity.slice(1),
];

const thisDevice: AccountSession = {
  id: 'a1b2c3d4e5f60718',
  device: 'Chrome on Linux',
  ...sanFrancisco,
  started_at: '2026-06-15T11:58:00.000Z',
  last_active_at: '2026-06-15T12:00:00.000Z',
  current: true,
};
const phone: AccountSession = {
  id: 'b2c3d4e5f6071829',
  device: 'Safari on iPhone',
  ip_address: '198.51.100.7',
  location: 'Oakland, United States',
  started_at: '2026-06-14T10:00:00.000Z',
  last_active_at: '2026-06-15T11:15:00.000Z',
  current: false,
};
const desktop: AccountSession = {
  id: 'c3d4e5f60718293a',
  device: 'Firefox on Windows',
  ip_address: '192.0.2.180',
  location: 'Seattle, United States',
  started_at: '2026-06-09T12:00:00.000Z',
  last_active_at: '2026-06-13T12:00:00.000Z',
  current: false,
};
const sessions = [thisDevice, phone, desktop];

const failed = (message: string, retrying = false) =>
  ({ kind: 'error', message, retrying }) as const;

/**
 * The Account Information page: the account details (read only), the four latest entries of the
 * account activity, and the active sessions, each other device with its own Sign out. The stories
 * draw the page from given data, one story per state: loading, empty, failed, trying again,
 * refreshing, the sign-out confirmations, and each message.
 */
const meta = {
  title: 'Screens/AccountInformation/AccountInformationView',
  component: AccountInformationView,
  parameters: { layout: 'fullscreen' },
  args: {
    profile: { kind: 'ready', data: alex },
    onRetryProfile: fn(),
    onRefreshData: fn(),
    profileNotice: fixedNotice(null),
    activity: { kind: 'ready', data: activity },
    onRetryActivity: fn(),
    onRefreshActivity: fn(),
    activityNotice: fixedNotice(null),
    sessions: { kind: 'ready', data: sessions },
    onRetrySessions: fn(),
    onSignOutRequest: fn(),
    onSignOutConfirm: fn(),
    onSignOutCancel: fn(),
    sessionsNotice: fixedNotice(null),
  },
  argTypes: {
    profile: fixtureArg(
      {
        'Alex Morgan': { kind: 'ready', data: alex },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
        'Failed, trying again': failed(httpErrors.serverError, true),
      },
      'The account details',
    ),
    refreshingData: { control: 'boolean', description: 'Refresh Data is under way' },
    profileNotice: fixtureArg(
      {
        None: fixedNotice(null),
        'Account refreshed': fixedNotice({
          tone: 'success',
          message: profileMessages.accountRefreshed,
        }),
        'Refresh failed': fixedNotice({
          tone: 'error',
          message: i18n._(texts.refreshFailed(httpErrors.serverError)),
        }),
      },
      'The message under the account details',
    ),
    activity: fixtureArg(
      {
        "Alex's last 5 entries": { kind: 'ready', data: activity },
        'No activity yet': { kind: 'ready', data: [] },
        'After wrong passwords': { kind: 'ready', data: afterWrongPasswords },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
        'Failed, trying again': failed(httpErrors.network, true),
      },
      'The recent account activity (the page shows the 4 newest)',
    ),
    refreshingActivity: { control: 'boolean', description: 'Refresh Activity is under way' },
    activityNotice: fixtureArg(
      {
        None: fixedNotice(null),
        'Activity refreshed': fixedNotice({
          tone: 'success',
          message: profileMessages.activityRefreshed,
        }),
        'Refresh failed': fixedNotice({
          tone: 'error',
          message: i18n._(texts.activityRefreshFailed(httpErrors.network)),
        }),
      },
      'The message above the activity table',
    ),
    sessions: fixtureArg(
      {
        'This device and 2 others': { kind: 'ready', data: sessions },
        'Only this device': { kind: 'ready', data: [thisDevice] },
        'No sessions': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'The devices signed in to the account',
    ),
    sessionsStale: {
      control: 'boolean',
      description: 'The sessions could not be read again: the last list stays, and says so',
    },
    sessionSignOuts: fixtureArg(
      {
        None: {},
        'Signing out the iPhone': { [phone.id]: { busy: true, failure: null } },
        'iPhone not signed out': {
          [phone.id]: { busy: false, failure: i18n._(texts.signOutFailed(httpErrors.serverError)) },
        },
      },
      'Sign-outs of single sessions: under way or failed',
    ),
    signOutConfirmation: fixtureArg(
      {
        Closed: null,
        'Sign out the iPhone?': { kind: 'session', session: phone },
        'Sign out 2 others?': { kind: 'others', count: 2 },
      },
      'The open sign-out confirmation',
    ),
    signingOut: { control: 'boolean', description: 'The confirmed sign-out is under way' },
    signingOutOthers: {
      control: 'boolean',
      description: '"Sign out all other sessions" is under way',
    },
    othersFailure: {
      control: 'text',
      description: 'Why "Sign out all other sessions" failed',
    },
    sessionsNotice: fixtureArg(
      {
        None: fixedNotice(null),
        'iPhone signed out': fixedNotice({
          tone: 'success',
          message: i18n._(texts.signedOut(phone)),
        }),
        'iPhone already signed out': fixedNotice({
          tone: 'info',
          message: i18n._(texts.alreadyEnded(phone)),
        }),
        '2 others signed out': fixedNotice({
          tone: 'success',
          message: 'Signed out of 2 other sessions.',
        }),
      },
      'The message above the sessions',
    ),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/account-information">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof AccountInformationView>;

export default meta;
type Story = StoryObj<typeof meta>;

type NoticeArg = 'profileNotice' | 'activityNotice' | 'sessionsNotice';

/** The View with one section's notice owned by `useNotice()`, as the Screen does, so it clears itself. */
function withOwnNotice(arg: NoticeArg, notice: Notice): Pick<Story, 'render'> {
  function Owner(props: AccountInformationViewProps) {
    const control = useNotice(notice);
    return <AccountInformationView {...props} {...{ [arg]: control }} />;
  }
  return { render: (args) => <Owner {...args} /> };
}

const details = (canvasElement: HTMLElement) => region(canvasElement, i18n._(texts.profileTitle));
const activityTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: i18n._(texts.activityTitle) }));
const sessionsSection = (canvasElement: HTMLElement) =>
  region(canvasElement, i18n._(texts.sessionsTitle));
/** The list item of the session on `device`. */
const sessionItem = (canvasElement: HTMLElement, device: string) =>
  within(sessionsSection(canvasElement).getByRole('listitem', { name: new RegExp(`^${device}`) }));

/** What the read-only field `label` shows. */
function fieldValue(canvasElement: HTMLElement, label: string) {
  const term = details(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const signOutName = (session: AccountSession, label: string = i18n._(texts.signOut)) =>
  i18n._(texts.signOutName(label, session, formatDateTime(session.started_at)!));

/** Alex: every field, the 4 newest activity entries, this device and two others. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Account Information' }),
    ).toBeVisible();
    await expect(fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
    await expect(fieldValue(canvasElement, 'Email Address')).toBe('alex.morgan@example.com');
    await expect(fieldValue(canvasElement, 'Phone Number')).toBe('+14155550101');
    await expect(fieldValue(canvasElement, 'Country')).toBe('United States');
    await expect(fieldValue(canvasElement, 'Address')).toBe(alex.address);
    await expect(fieldValue(canvasElement, 'Date of Birth')).toBe('Apr 12, 1988');
    await expect(fieldValue(canvasElement, 'Account Created')).toBe(
      formatDateTime(alex.date_joined),
    );
    await expect(fieldValue(canvasElement, 'Last Login')).toBe(formatDateTime(alex.last_login!));
    await expect(fieldValue(canvasElement, 'Profile Last Updated')).toBe(
      formatDateTime(alex.updated_at!),
    );
    await expect(
      details(canvasElement).getByRole('link', { name: 'Edit Profile' }),
    ).toHaveAttribute('href', '/profile-settings');

    const table = activityTable(canvasElement);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date & Time',
      'Action',
      'IP Address',
      'Location',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    // Spec 2 §9: the 4 newest of the five.
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Manual Refresh');
    await expect(rows[0]).toHaveTextContent('203.0.113.24');
    await expect(rows[0]).toHaveTextContent('San Francisco, United States');
    await expect(rows[0]).toHaveTextContent(formatDateTime(activity[0]!.timestamp)!);
    await expect(table.queryByText('Email Verified')).toBeNull();

    const list = sessionsSection(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const current = sessionItem(canvasElement, 'Chrome on Linux');
    await expect(current.getByText(i18n._(texts.thisDevice))).toBeVisible();
    // This device signs out with Logout, not here.
    await expect(current.queryByRole('button')).toBeNull();
    const other = sessionItem(canvasElement, 'Safari on iPhone');
    await expect(other.getByText('198.51.100.7')).toBeVisible();
    await expect(other.getByText('Oakland, United States')).toBeVisible();
    await expect(other.getByText(formatDateTime(phone.last_active_at)!)).toBeVisible();
    await userEvent.click(other.getByRole('button', { name: signOutName(phone) }));
    await expect(args.onSignOutRequest).toHaveBeenCalledWith({ kind: 'session', session: phone });
    await userEvent.click(list.getByRole('button', { name: i18n._(texts.signOutOthers) }));
    await expect(args.onSignOutRequest).toHaveBeenLastCalledWith({ kind: 'others', count: 2 });

    await userEvent.click(details(canvasElement).getByRole('button', { name: 'Refresh Data' }));
    await expect(args.onRefreshData).toHaveBeenCalledOnce();
    await userEvent.click(
      region(canvasElement, i18n._(texts.activityTitle)).getByRole('button', {
        name: 'Refresh Activity',
      }),
    );
    await expect(args.onRefreshActivity).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: {
    profile: { kind: 'loading' },
    activity: { kind: 'loading' },
    sessions: { kind: 'loading' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(i18n._(texts.loadingProfile))).toBeVisible();
    await expect(canvas.getByText(i18n._(texts.loadingActivity))).toBeVisible();
    await expect(canvas.getByText(i18n._(texts.loadingSessions))).toBeVisible();
    await expect(canvas.getByRole('table', { name: i18n._(texts.activityTitle) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

// Spec 2 §3.
/** Nothing but the name and e-mail given; a profile never changed. */
export const NotProvided: Story = {
  args: {
    profile: {
      kind: 'ready',
      data: {
        ...alex,
        phone_number: null,
        country: null,
        address: '',
        date_of_birth: null,
        updated_at: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    for (const label of ['Phone Number', 'Country', 'Address', 'Date of Birth'])
      await expect(fieldValue(canvasElement, label)).toBe(profileMessages.notProvided);
    await expect(fieldValue(canvasElement, 'Profile Last Updated')).toBe(profileMessages.never);
    await expect(fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
  },
};

// Spec 2 §8.
/** The profile could not be read; the reason follows; Try Again reads it again. */
export const ProfileError: Story = {
  args: { profile: failed(httpErrors.serverError) },
  play: async ({ canvasElement, args }) => {
    const alert = details(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(profileMessages.noSavedProfile);
    await expect(alert).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(details(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryProfile).toHaveBeenCalledOnce();
    // The other sections do not depend on it.
    await expect(activityTable(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};

export const ProfileNetworkError: Story = {
  args: { profile: failed(httpErrors.network) },
  play: async ({ canvasElement }) => {
    await expect(details(canvasElement).getByRole('alert')).toHaveTextContent(
      `${profileMessages.noSavedProfile} ${httpErrors.network}`,
    );
  },
};

export const ProfileRetrying: Story = {
  args: { profile: failed(httpErrors.serverError, true) },
  play: async ({ canvasElement }) => {
    await expectRetrying(
      within(canvasElement).getByRole('region', { name: i18n._(texts.profileTitle) }),
      profileMessages.noSavedProfile,
    );
  },
};

export const RefreshingData: Story = {
  args: { refreshingData: true, profile: { kind: 'ready', data: alex, refreshing: true } },
  play: async ({ canvasElement }) => {
    const refresh = details(canvasElement).getByRole('button', { name: i18n._(texts.refreshing) });
    await expect(refresh).toBeDisabled();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await expect(fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
  },
};

// Spec 2 §8.
/** Refresh Data succeeded (the state designers review; it clears itself, see the next story). */
export const AccountRefreshed: Story = {
  args: {
    profileNotice: fixedNotice({ tone: 'success', message: profileMessages.accountRefreshed }),
  },
  play: async ({ canvasElement }) => {
    await expect(details(canvasElement).getByRole('status')).toHaveTextContent(
      profileMessages.accountRefreshed,
    );
  },
};

// Spec 2 §4.
/** The success text clears itself after 3 seconds; its live region stays for the next one. */
export const AccountRefreshedClears: Story = {
  tags: ['interaction', '!autodocs'],
  ...withOwnNotice('profileNotice', { tone: 'success', message: profileMessages.accountRefreshed }),
  play: async ({ canvasElement }) => {
    const status = details(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(profileMessages.accountRefreshed);
    await waitFor(() => expect(status).toBeEmptyDOMElement(), selfTimed);
    await expect(details(canvasElement).getByRole('status')).toBe(status);
  },
};

/** Refresh Data failed: the details stay, with what was not done and why. */
export const RefreshDataFailed: Story = {
  args: {
    profileNotice: {
      ...fixedNotice({
        tone: 'error',
        message: i18n._(texts.refreshFailed(httpErrors.serverError)),
      }),
      clear: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(details(canvasElement).getByRole('alert')).toHaveTextContent(
      i18n._(texts.refreshFailed(httpErrors.serverError)),
    );
    await expect(fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
    await userEvent.click(details(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.profileNotice.clear).toHaveBeenCalledOnce();
  },
};

export const ActivityEmpty: Story = {
  args: { activity: { kind: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(activityTable(canvasElement).getByText(emptyStates.recentActivity)).toBeVisible();
  },
};

/** D15: five wrong passwords read as one entry with its count; older entries stay in view. */
export const ActivityAfterWrongPasswords: Story = {
  args: { activity: { kind: 'ready', data: afterWrongPasswords } },
  play: async ({ canvasElement }) => {
    const table = activityTable(canvasElement);
    await expect(table.getByText('Failed Sign-In ×5')).toBeVisible();
    await expect(table.getByText('Sign-Ins Paused')).toBeVisible();
  },
};

export const ActivityError: Story = {
  args: { activity: failed(httpErrors.serverError) },
  play: async ({ canvasElement, args }) => {
    const table = activityTable(canvasElement);
    await expect(table.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(table.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryActivity).toHaveBeenCalledOnce();
    await expect(fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
  },
};

export const ActivityRetrying: Story = {
  args: { activity: failed(httpErrors.network, true) },
  play: async ({ canvasElement }) => {
    await expectRetrying(
      within(canvasElement).getByRole('table', { name: i18n._(texts.activityTitle) }),
      httpErrors.network,
    );
  },
};

export const RefreshingActivity: Story = {
  args: {
    refreshingActivity: true,
    activity: { kind: 'ready', data: activity, refreshing: true },
  },
  play: async ({ canvasElement }) => {
    const refresh = region(canvasElement, i18n._(texts.activityTitle)).getByRole('button', {
      name: i18n._(texts.refreshing),
    });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refresh Activity succeeded (it clears itself, see the next story). */
export const ActivityRefreshed: Story = {
  args: {
    activityNotice: fixedNotice({ tone: 'success', message: profileMessages.activityRefreshed }),
  },
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, i18n._(texts.activityTitle)).getByRole('status');
    await expect(status).toHaveTextContent(profileMessages.activityRefreshed);
  },
};

// Spec 2 §4.
/** The activity's success text clears itself after 3 seconds. */
export const ActivityRefreshedClears: Story = {
  tags: ['interaction', '!autodocs'],
  ...withOwnNotice('activityNotice', {
    tone: 'success',
    message: profileMessages.activityRefreshed,
  }),
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, i18n._(texts.activityTitle)).getByRole('status');
    await expect(status).toHaveTextContent(profileMessages.activityRefreshed);
    await waitFor(() => expect(status).toBeEmptyDOMElement(), selfTimed);
  },
};

export const ActivityRefreshFailed: Story = {
  args: {
    activityNotice: fixedNotice({
      tone: 'error',
      message: i18n._(texts.activityRefreshFailed(httpErrors.network)),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, i18n._(texts.activityTitle)).getByRole('alert'),
    ).toHaveTextContent(i18n._(texts.activityRefreshFailed(httpErrors.network)));
    await expect(activityTable(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};

export const SessionsError: Story = {
  args: { sessions: failed(httpErrors.serverError) },
  play: async ({ canvasElement, args }) => {
    const list = sessionsSection(canvasElement);
    await expect(list.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(list.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySessions).toHaveBeenCalledOnce();
    await expect(list.queryByRole('button', { name: i18n._(texts.signOutOthers) })).toBeNull();
  },
};

export const SessionsRetrying: Story = {
  args: { sessions: failed(httpErrors.timeout, true) },
  play: async ({ canvasElement }) => {
    await expectRetrying(
      within(canvasElement).getByRole('region', { name: i18n._(texts.sessionsTitle) }),
      httpErrors.timeout,
    );
  },
};

/** Only this device: nothing to sign out here. */
export const OneSession: Story = {
  args: { sessions: { kind: 'ready', data: [thisDevice] } },
  play: async ({ canvasElement }) => {
    const list = sessionsSection(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByText(i18n._(texts.onlyThisDevice))).toBeVisible();
    await expect(list.queryByRole('button')).toBeNull();
  },
};

export const NoSessions: Story = {
  args: { sessions: { kind: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(sessionsSection(canvasElement).getByText(i18n._(texts.noSessions))).toBeVisible();
  },
};

/** Reading the list again failed: the last list stays, and says so. */
export const SessionsStale: Story = {
  args: { sessionsStale: true },
  play: async ({ canvasElement, args }) => {
    const list = sessionsSection(canvasElement);
    await expect(list.getByText(i18n._(texts.staleSessions))).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySessions).toHaveBeenCalledOnce();
  },
};

export const SignOutConfirmOpen: Story = {
  args: { signOutConfirmation: { kind: 'session', session: phone } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.signOutTitle) }));
    await expect(dialog.getByText(i18n._(texts.signOutDescription(phone)))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOut) }));
    await expect(args.onSignOutConfirm).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSignOutCancel).toHaveBeenCalledOnce();
  },
};

export const SignOutOthersConfirmOpen: Story = {
  args: { signOutConfirmation: { kind: 'others', count: 2 } },
  play: async ({ args }) => {
    const dialog = within(
      await screen.findByRole('dialog', { name: i18n._(texts.signOutOthersTitle) }),
    );
    await expect(dialog.getByText(i18n._(texts.signOutOthersDescription(2)))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOutOthers) }));
    await expect(args.onSignOutConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSignOutCancel).toHaveBeenCalledOnce();
  },
};

/** The confirmed sign-out runs: the dialog waits, and so does the session's button. */
export const SigningOut: Story = {
  args: {
    signOutConfirmation: { kind: 'session', session: phone },
    signingOut: true,
    sessionSignOuts: { [phone.id]: { busy: true, failure: null } },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.signOutTitle) }));
    await expect(dialog.getByRole('button', { name: i18n._(texts.signingOut) })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The page behind the dialog is inert, so the session's button is found by its marker.
    const button = canvasElement.querySelector(`[data-sign-out-for="${phone.id}"]`);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute(
      'aria-label',
      signOutName(phone, i18n._(texts.signingOut)),
    );
  },
};

/** The sign-out failed: its message beside the session, which stays. */
export const SignOutFailed: Story = {
  args: {
    sessionSignOuts: {
      [phone.id]: { busy: false, failure: i18n._(texts.signOutFailed(httpErrors.serverError)) },
    },
  },
  play: async ({ canvasElement }) => {
    const item = sessionItem(canvasElement, 'Safari on iPhone');
    await expect(item.getByRole('alert')).toHaveTextContent(
      i18n._(texts.signOutFailed(httpErrors.serverError)),
    );
    const button = item.getByRole('button', { name: signOutName(phone) });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription(
      i18n._(texts.signOutFailed(httpErrors.serverError)),
    );
    // Only that session says so.
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
  },
};

/** A session signed out: the list read again no longer has it (the success clears itself, see the next story). */
export const SessionSignedOut: Story = {
  args: {
    sessions: { kind: 'ready', data: [thisDevice, desktop] },
    sessionsNotice: fixedNotice({ tone: 'success', message: i18n._(texts.signedOut(phone)) }),
  },
  play: async ({ canvasElement }) => {
    const status = sessionsSection(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(i18n._(texts.signedOut(phone)));
  },
};

// Spec 2 §4.
/** The sign-out's success text clears itself after 3 seconds. */
export const SessionSignedOutClears: Story = {
  tags: ['interaction', '!autodocs'],
  args: {
    sessions: { kind: 'ready', data: [thisDevice, desktop] },
  },
  ...withOwnNotice('sessionsNotice', { tone: 'success', message: i18n._(texts.signedOut(phone)) }),
  play: async ({ canvasElement }) => {
    const status = sessionsSection(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(i18n._(texts.signedOut(phone)));
    await waitFor(() => expect(status).toBeEmptyDOMElement(), selfTimed);
  },
};

/** A 404: the session had already ended elsewhere; the list read again no longer has it. */
export const SessionAlreadyEnded: Story = {
  args: {
    sessions: { kind: 'ready', data: [thisDevice, desktop] },
    sessionsNotice: fixedNotice({ tone: 'info', message: i18n._(texts.alreadyEnded(phone)) }),
  },
  play: async ({ canvasElement }) => {
    await expect(sessionsSection(canvasElement).getByRole('status')).toHaveTextContent(
      i18n._(texts.alreadyEnded(phone)),
    );
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const SigningOutOthers: Story = {
  args: { signingOutOthers: true },
  play: async ({ canvasElement }) => {
    const list = sessionsSection(canvasElement);
    await expect(list.getByRole('button', { name: i18n._(texts.signingOut) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // One at a time waits meanwhile.
    await expect(list.getByRole('button', { name: signOutName(desktop) })).toBeDisabled();
  },
};

export const SignOutOthersFailed: Story = {
  args: { othersFailure: i18n._(texts.signOutOthersFailed(httpErrors.network)) },
  play: async ({ canvasElement }) => {
    const list = sessionsSection(canvasElement);
    await expect(list.getByRole('alert')).toHaveTextContent(
      i18n._(texts.signOutOthersFailed(httpErrors.network)),
    );
    await expect(
      list.getByRole('button', { name: i18n._(texts.signOutOthers) }),
    ).toHaveAccessibleDescription(i18n._(texts.signOutOthersFailed(httpErrors.network)));
  },
};

export const OthersSignedOut: Story = {
  args: {
    sessions: { kind: 'ready', data: [thisDevice] },
    sessionsNotice: fixedNotice({ tone: 'success', message: 'Signed out of 2 other sessions.' }),
  },
  play: async ({ canvasElement }) => {
    const list = sessionsSection(canvasElement);
    await expect(list.getByRole('status')).toHaveTextContent('Signed out of 2 other sessions.');
    await expect(list.getByText(i18n._(texts.onlyThisDevice))).toBeVisible();
  },
};

/** Every section failed at once: each says so on its own. */
export const AllFailed: Story = {
  args: {
    profile: failed(httpErrors.serverError),
    activity: failed(httpErrors.serverError),
    sessions: failed(httpErrors.serverError),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Try Again' })).toHaveLength(3);
  },
};

/** No layout shift: each section loads in its loaded frame, so the sections below stay put when data arrives. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={AccountInformationView}
      loaded={args}
      loading={{
        ...args,
        profile: { kind: 'loading' },
        activity: { kind: 'loading' },
        sessions: { kind: 'loading' },
      }}
    />
  ),
  play: ({ canvasElement }) => expectArrivesInPlace(canvasElement),
};

/** The same on the phone Lighthouse measures. */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  ...phone412,
};

const allStates = {
  Loaded: Default,
  Loading,
  'Details not provided': NotProvided,
  'Details failed to load': ProfileError,
  'Details failed to load (offline)': ProfileNetworkError,
  'Details trying again': ProfileRetrying,
  'Refreshing the details': RefreshingData,
  'Account refreshed': AccountRefreshed,
  'Account refresh failed': RefreshDataFailed,
  'No activity yet': ActivityEmpty,
  'After wrong passwords': ActivityAfterWrongPasswords,
  'Activity failed to load': ActivityError,
  'Activity trying again': ActivityRetrying,
  'Refreshing the activity': RefreshingActivity,
  'Activity refreshed': ActivityRefreshed,
  'Activity refresh failed': ActivityRefreshFailed,
  'Sessions failed to load': SessionsError,
  'Sessions trying again': SessionsRetrying,
  'Signed in on this device only': OneSession,
  'No sessions at all': NoSessions,
  'Sessions out of date': SessionsStale,
  'Session sign-out failed': SignOutFailed,
  'Session signed out': SessionSignedOut,
  'Session already ended': SessionAlreadyEnded,
  'Signing out the other sessions': SigningOutOthers,
  'Other sessions not signed out': SignOutOthersFailed,
  'Other sessions signed out': OthersSignedOut,
  'Every section failed': AllFailed,
};

/** Every state of the page at once, for review: each section loaded, loading, empty, failed and retrying, with each notice. */
export const AllStates: Story = allStatesStory(AccountInformationView, meta.args, allStates, {
  padded: true,
});
