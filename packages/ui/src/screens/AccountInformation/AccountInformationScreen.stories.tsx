import type { Meta, StoryObj } from '@storybook/react-vite';
import { createOutage, createStoryMockApi, scenario, type ScenarioName } from '@tp/mocks';
import { emptyStates, httpErrors, profileMessages } from '@tp/messages';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { storyUsers } from '../../storybook/signedIn';
import { signedInScreen } from '../../storybook/signedInScreen';
import { inFlight } from '../../storybook/StoryProviders';
import { i18n } from '@tp/i18n';
import { accountInformationTexts as texts } from './accountInformationTexts';
import { AccountInformationScreen } from './AccountInformationScreen';
import { region, slow, selfTimed } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
const signedIn = signedInScreen(mockApi, '/account-information');

/**
 * The Account Information page of a signed-in user: the account details, the latest account
 * activity and the devices the account is signed in on. The stories run the page against the test
 * server with the demo account Alex Morgan signed in, and show each answer the server can give:
 * loading, nothing yet, failures, refreshing, and signing out one device or all the others.
 */
const meta = {
  title: 'Screens/AccountInformation/AccountInformationScreen',
  component: AccountInformationScreen,
  parameters: { docs: { story: screenDocsStory }, msw: { handlers: mockApi.handlers } },
  ...signedIn,
} satisfies Meta<typeof AccountInformationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The named scenarios in front of the story's mock API; those that act on it get its backend. */
const withScenarios = (...names: ScenarioName[]) => ({
  msw: {
    handlers: [
      ...names.flatMap((name) => scenario(name, { backend: mockApi.backend })),
      ...mockApi.handlers,
    ],
  },
});

const alexId = () => mockApi.backend.userIdByEmail(storyUsers.alex.email)!;
/** Alex's live sessions on the server, by device. */
const devicesOnServer = () => mockApi.api.listSessions(alexId()).map((session) => session.device);

const details = (canvasElement: HTMLElement) => region(canvasElement, i18n._(texts.profileTitle));
const activityRegion = (canvasElement: HTMLElement) =>
  region(canvasElement, i18n._(texts.activityTitle));
const activityTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: i18n._(texts.activityTitle) }));
const sessionsRegion = (canvasElement: HTMLElement) =>
  region(canvasElement, i18n._(texts.sessionsTitle));

/** What the read-only field `label` shows, once the profile is there. */
async function fieldValue(canvasElement: HTMLElement, label: string) {
  // The loading frame shows the same labels: a loaded field carries `data-field`.
  const term = await details(canvasElement).findByText(
    label,
    { selector: '[data-field] dt' },
    slow,
  );
  return term.nextElementSibling?.textContent;
}

/** The texts of the activity table's rows, newest first, once it has loaded `count` of them. */
async function activityRows(canvasElement: HTMLElement, count: number) {
  await waitFor(() => {
    expect(activityTable(canvasElement).queryByText(i18n._(texts.loadingActivity))).toBeNull();
    expect(activityTable(canvasElement).getAllByRole('row')).toHaveLength(count + 1);
  }, slow);
  return activityTable(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

/** The list item of the session on `device`, once the list shows it. */
async function sessionOn(canvasElement: HTMLElement, device: string) {
  const item = await sessionsRegion(canvasElement).findByRole(
    'listitem',
    { name: new RegExp(`^${device}`) },
    slow,
  );
  return within(item);
}

const signOutButton = (item: ReturnType<typeof within>, device: string) =>
  item.getByRole('button', { name: new RegExp(`^Sign out ${device}`) });

/** Alex from the seed, signed in by the story (at the seed's clock, from an unknown device). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
    await expect(await fieldValue(canvasElement, 'Address')).toBe(
      '500 Market Street, San Francisco, CA 94105',
    );
    await expect(await fieldValue(canvasElement, 'Date of Birth')).toBe('Apr 12, 1988');
    await expect(await fieldValue(canvasElement, 'Last Login')).toBe('Jun 15, 2026, 12:00 PM');
    // D3: the server's log, 4 newest (the story's own sign-in first).
    const rows = await activityRows(canvasElement, 4);
    await expect(rows[0]).toContain('Signed In');
    await expect(rows[0]).toContain('203.0.113.24');
    await expect(rows[0]).toContain('San Francisco, United States');
    const current = await sessionOn(canvasElement, 'Unknown device');
    await expect(current.getByText(i18n._(texts.thisDevice))).toBeVisible();
    await expect(
      sessionsRegion(canvasElement).getByText(i18n._(texts.onlyThisDevice)),
    ).toBeVisible();
    await expect(sessionsRegion(canvasElement).queryByRole('button')).toBeNull();
  },
};

/**
 * Refresh Data: the profile is read again and the server writes a `Manual Refresh` entry (D12),
 * which the table shows first; the success text clears itself after 3 seconds.
 */
export const RefreshData: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await fieldValue(canvasElement, 'Full Name');
    await activityRows(canvasElement, 4);
    await userEvent.click(details(canvasElement).getByRole('button', { name: 'Refresh Data' }));
    await expect(
      await details(canvasElement).findByText(profileMessages.accountRefreshed, {}, slow),
    ).toBeVisible();
    await waitFor(async () => {
      const [newest] = await activityRows(canvasElement, 4);
      await expect(newest).toContain('Manual Refresh');
    }, slow);
    await expect(
      mockApi.api.listAccountActivity(alexId(), '1').map((entry) => entry.action),
    ).toEqual(['Manual Refresh']);
    await waitFor(
      () => expect(details(canvasElement).queryByText(profileMessages.accountRefreshed)).toBeNull(),
      selfTimed,
    );
  },
};

export const RefreshActivity: Story = {
  play: async ({ canvasElement }) => {
    await activityRows(canvasElement, 4);
    await userEvent.click(
      activityRegion(canvasElement).getByRole('button', { name: 'Refresh Activity' }),
    );
    await expect(
      await activityRegion(canvasElement).findByText(profileMessages.activityRefreshed, {}, slow),
    ).toBeVisible();
    // Reading the log writes nothing to it.
    await expect(
      mockApi.api.listAccountActivity(alexId(), '1').map((entry) => entry.action),
    ).toEqual(['Signed In']);
  },
};

/** Recording the refresh failed: the details stay, and the section says what was not done. */
export const RefreshDataFails: Story = {
  parameters: withScenarios('profile.activity.manualRefresh.serverError'),
  play: async ({ canvasElement }) => {
    await fieldValue(canvasElement, 'Full Name');
    await userEvent.click(details(canvasElement).getByRole('button', { name: 'Refresh Data' }));
    await waitFor(
      () =>
        expect(details(canvasElement).getByRole('alert')).toHaveTextContent(
          i18n._(texts.refreshFailed(httpErrors.serverError)),
        ),
      slow,
    );
    await expect(await fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
    await expect(details(canvasElement).queryByText(profileMessages.accountRefreshed)).toBeNull();
  },
};

export const NotProvided: Story = {
  parameters: withScenarios('profile.get.noOptionalFields'),
  play: async ({ canvasElement }) => {
    await expect(await fieldValue(canvasElement, 'Phone Number')).toBe(profileMessages.notProvided);
    await expect(await fieldValue(canvasElement, 'Address')).toBe(profileMessages.notProvided);
    await expect(await fieldValue(canvasElement, 'Last Login')).toBe(profileMessages.never);
    await expect(await fieldValue(canvasElement, 'Profile Last Updated')).toBe(
      profileMessages.never,
    );
  },
};

export const ProfileLoading: Story = {
  parameters: { ...withScenarios('profile.get.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n._(texts.loadingProfile)),
    ).toBeVisible();
  },
};

/** Spec 2 §8: the profile cannot be read, so there is none to show. */
function profileFails(name: ScenarioName, reason: string): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      await waitFor(
        () =>
          expect(details(canvasElement).getByRole('alert')).toHaveTextContent(
            `${profileMessages.noSavedProfile} ${reason}`,
          ),
        slow,
      );
      await expect(details(canvasElement).getByRole('button', { name: 'Try Again' })).toBeVisible();
      // The rest of the page still works.
      await activityRows(canvasElement, 4);
    },
  };
}

export const ProfileServerError = profileFails('profile.get.serverError', httpErrors.serverError);
export const ProfileNetworkError = profileFails('profile.get.networkError', httpErrors.network);

const profileRecovery = createOutageRecovery('/auth/profile/');

/** The profile fails; while Try Again runs the message stays with its button busy; then it shows. */
export const ProfileTryAgain: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...profileRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: profileRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(details(canvasElement).getByRole('alert')).toHaveTextContent(
          profileMessages.noSavedProfile,
        ),
      slow,
    );
    await profileRecovery.tryAgain(
      within(canvasElement).getByRole('region', { name: i18n._(texts.profileTitle) }),
      profileMessages.noSavedProfile,
    );
    await expect(await fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
  },
};

export const ActivityLoading: Story = {
  parameters: { ...withScenarios('profile.activity.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n._(texts.loadingActivity)),
    ).toBeVisible();
  },
};

export const ActivityEmpty: Story = {
  parameters: withScenarios('profile.activity.empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await activityRegion(canvasElement).findByText(emptyStates.recentActivity, {}, slow),
    ).toBeVisible();
  },
};

export const ActivityServerError: Story = {
  parameters: withScenarios('profile.activity.serverError'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(activityTable(canvasElement).getByRole('alert')).toHaveTextContent(
          httpErrors.serverError,
        ),
      slow,
    );
    await expect(
      activityTable(canvasElement).getByRole('button', { name: 'Try Again' }),
    ).toBeVisible();
    await expect(await fieldValue(canvasElement, 'Full Name')).toBe('Alex Morgan');
  },
};

const activityOutage = createOutage('/auth/activity/');

/** The log loaded; Refresh Activity then fails: the entries stay, with what was not done. */
export const RefreshActivityFails: Story = {
  parameters: { msw: { handlers: [...activityOutage.handlers, ...mockApi.handlers] } },
  beforeEach: () => {
    activityOutage.end();
    return activityOutage.end;
  },
  play: async ({ canvasElement }) => {
    await activityRows(canvasElement, 4);
    activityOutage.start();
    await userEvent.click(
      activityRegion(canvasElement).getByRole('button', { name: 'Refresh Activity' }),
    );
    await waitFor(
      () =>
        expect(activityRegion(canvasElement).getByRole('alert')).toHaveTextContent(
          i18n._(texts.activityRefreshFailed(httpErrors.serverError)),
        ),
      slow,
    );
    await expect(await activityRows(canvasElement, 4)).toHaveLength(4);
  },
};

export const SessionsLoading: Story = {
  parameters: { ...withScenarios('sessions.list.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n._(texts.loadingSessions)),
    ).toBeVisible();
  },
};

export const SessionsServerError: Story = {
  parameters: withScenarios('sessions.list.serverError'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(sessionsRegion(canvasElement).getByRole('alert')).toHaveTextContent(
          httpErrors.serverError,
        ),
      slow,
    );
    await expect(
      sessionsRegion(canvasElement).getByRole('button', { name: 'Try Again' }),
    ).toBeVisible();
  },
};

// D12.
/** Also signed in on a phone and a desktop; this device first, with no sign-out of its own. */
export const OtherDevices: Story = {
  parameters: withScenarios('sessions.list.otherDevices'),
  play: async ({ canvasElement }) => {
    const current = await sessionOn(canvasElement, 'Unknown device');
    await expect(current.getByText(i18n._(texts.thisDevice))).toBeVisible();
    await expect(current.queryByRole('button')).toBeNull();
    await sessionOn(canvasElement, 'Safari on iPhone');
    await sessionOn(canvasElement, 'Firefox on Windows');
    await expect(sessionsRegion(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      sessionsRegion(canvasElement).getByRole('button', { name: i18n._(texts.signOutOthers) }),
    ).toBeEnabled();
  },
};

/** Sign out one session through its confirmation: the server ends it and the list follows. */
export const SignOutSession: Story = {
  parameters: withScenarios('sessions.list.otherDevices'),
  play: async ({ canvasElement }) => {
    const phone = await sessionOn(canvasElement, 'Safari on iPhone');
    await userEvent.click(signOutButton(phone, 'Safari on iPhone'));
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.signOutTitle) }));
    await expect(
      dialog.getByText(i18n._(texts.signOutDescription({ device: 'Safari on iPhone' }))),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOut) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(sessionsRegion(canvasElement).getByRole('status')).toHaveTextContent(
      i18n._(texts.signedOut({ device: 'Safari on iPhone' })),
    );
    await expect(devicesOnServer()).not.toContain('Safari on iPhone');
    await expect(sessionsRegion(canvasElement).getAllByRole('listitem')).toHaveLength(2);
    // The session is gone, so focus goes to its list.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(i18n._(texts.sessionsTitle)),
    );
    // D12: the server logs it.
    await waitFor(async () => {
      const [newest] = await activityRows(canvasElement, 4);
      await expect(newest).toContain('Session Signed Out');
    }, slow);
  },
};

/** Cancel leaves the session signed in; focus comes back to its Sign out. */
export const SignOutCancelled: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: withScenarios('sessions.list.otherDevices'),
  play: async ({ canvasElement }) => {
    const desktop = await sessionOn(canvasElement, 'Firefox on Windows');
    const button = signOutButton(desktop, 'Firefox on Windows');
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.signOutTitle) }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(devicesOnServer()).toContain('Firefox on Windows');
  },
};

export const SigningOut: Story = {
  parameters: {
    ...withScenarios('sessions.list.otherDevices', 'sessions.revoke.loading'),
    ...inFlight,
  },
  play: async ({ canvasElement }) => {
    const phone = await sessionOn(canvasElement, 'Safari on iPhone');
    await userEvent.click(signOutButton(phone, 'Safari on iPhone'));
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.signOutTitle) }));
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOut) }));
    await expect(
      await dialog.findByRole('button', { name: i18n._(texts.signingOut) }),
    ).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The sign-out fails: the dialog closes, the session stays with its message, focus on its button. */
function signOutFails(name: ScenarioName, reason: string): Story {
  return {
    parameters: withScenarios('sessions.list.otherDevices', name),
    play: async ({ canvasElement }) => {
      const phone = await sessionOn(canvasElement, 'Safari on iPhone');
      const button = signOutButton(phone, 'Safari on iPhone');
      await userEvent.click(button);
      const dialog = within(
        await screen.findByRole('dialog', { name: i18n._(texts.signOutTitle) }),
      );
      await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOut) }));
      await waitFor(
        () =>
          expect(phone.getByRole('alert')).toHaveTextContent(i18n._(texts.signOutFailed(reason))),
        slow,
      );
      await expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(button).toHaveFocus());
      await expect(button).toHaveAccessibleDescription(i18n._(texts.signOutFailed(reason)));
      await expect(devicesOnServer()).toContain('Safari on iPhone');
    },
  };
}

export const SignOutServerError = signOutFails(
  'sessions.revoke.serverError',
  httpErrors.serverError,
);
export const SignOutNetworkError = signOutFails('sessions.revoke.networkError', httpErrors.network);
export const SignOutTooManyRequests = signOutFails(
  'sessions.revoke.tooManyRequests',
  httpErrors.tooManyRequests,
);

// D12.
/** The session had already ended elsewhere (404): the list is read again and the page says so. */
export const SignOutAlreadyEnded: Story = {
  parameters: withScenarios('sessions.list.otherDevices', 'sessions.revoke.notFound'),
  play: async ({ canvasElement }) => {
    const phone = await sessionOn(canvasElement, 'Safari on iPhone');
    await userEvent.click(signOutButton(phone, 'Safari on iPhone'));
    const dialog = within(await screen.findByRole('dialog', { name: i18n._(texts.signOutTitle) }));
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOut) }));
    await waitFor(
      () =>
        expect(sessionsRegion(canvasElement).getByRole('status')).toHaveTextContent(
          i18n._(texts.alreadyEnded({ device: 'Safari on iPhone' })),
        ),
      slow,
    );
    await expect(sessionsRegion(canvasElement).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Sign out all other sessions: the server's count, and only this device is left. */
export const SignOutOthers: Story = {
  parameters: withScenarios('sessions.list.otherDevices'),
  play: async ({ canvasElement }) => {
    await sessionOn(canvasElement, 'Safari on iPhone');
    await userEvent.click(
      sessionsRegion(canvasElement).getByRole('button', { name: i18n._(texts.signOutOthers) }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: i18n._(texts.signOutOthersTitle) }),
    );
    await expect(dialog.getByText(i18n._(texts.signOutOthersDescription(2)))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOutOthers) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(sessionsRegion(canvasElement).getByRole('status')).toHaveTextContent(
      'Signed out of 2 other sessions.',
    );
    await expect(devicesOnServer()).toEqual(['Unknown device']);
    await expect(sessionsRegion(canvasElement).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      sessionsRegion(canvasElement).getByText(i18n._(texts.onlyThisDevice)),
    ).toBeVisible();
  },
};

/** It fails: the message under the button, which keeps focus; every session is still signed in. */
function signOutOthersFails(name: ScenarioName, reason: string): Story {
  return {
    parameters: withScenarios('sessions.list.otherDevices', name),
    play: async ({ canvasElement }) => {
      await sessionOn(canvasElement, 'Safari on iPhone');
      const button = sessionsRegion(canvasElement).getByRole('button', {
        name: i18n._(texts.signOutOthers),
      });
      await userEvent.click(button);
      const dialog = within(
        await screen.findByRole('dialog', { name: i18n._(texts.signOutOthersTitle) }),
      );
      await userEvent.click(dialog.getByRole('button', { name: i18n._(texts.signOutOthers) }));
      await waitFor(
        () =>
          expect(sessionsRegion(canvasElement).getByRole('alert')).toHaveTextContent(
            i18n._(texts.signOutOthersFailed(reason)),
          ),
        slow,
      );
      await waitFor(() => expect(button).toHaveFocus());
      await expect(devicesOnServer()).toHaveLength(3);
    },
  };
}

export const SignOutOthersServerError = signOutOthersFails(
  'sessions.revokeOthers.serverError',
  httpErrors.serverError,
);
export const SignOutOthersNetworkError = signOutOthersFails(
  'sessions.revokeOthers.networkError',
  httpErrors.network,
);
