import type { AccountSession, ActivityEntry, LoadStatus, Profile } from '@tp/api';
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AccountActivity } from './AccountActivity';
import { accountInformationTexts as texts } from './accountInformationTexts';
import { ActiveSessions } from './ActiveSessions';
import { ProfileDetails } from './ProfileDetails';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { PageHeader } from '../../widgets/PageHeader';
import type { SessionSignOuts } from './sessionSignOuts';
import { SignOutDialog, type SignOutConfirmation } from './SignOutDialog';
import * as styles from './AccountInformation.css';

export interface AccountInformationViewProps {
  /** The server's profile (D4); its failure is spec §8's "No saved profile data found." */
  profile: LoadStatus<Profile>;
  onRetryProfile: () => void;
  /** Refresh Data: the profile again, and a `Manual Refresh` entry written by the server (D12). */
  onRefreshData: () => void;
  refreshingData?: boolean;
  profileNotice: NoticeControl;

  /** D3: the 4 newest entries of the server's activity log. */
  activity: LoadStatus<readonly ActivityEntry[]>;
  onRetryActivity: () => void;
  onRefreshActivity: () => void;
  refreshingActivity?: boolean;
  activityNotice: NoticeControl;

  /** D12: the active sessions, this device first. */
  sessions: LoadStatus<readonly AccountSession[]>;
  onRetrySessions: () => void;
  /** Reading the sessions again failed: the list on screen is the last one loaded. */
  sessionsStale?: boolean;
  sessionSignOuts?: SessionSignOuts;
  /** Opens the confirmation for one session, or for every other one. */
  onSignOutRequest: (confirmation: SignOutConfirmation) => void;
  /** The open confirmation. */
  signOutConfirmation?: SignOutConfirmation | null;
  /** The confirmed sign-out is in flight. */
  signingOut?: boolean;
  onSignOutConfirm: () => void;
  onSignOutCancel: () => void;
  /** "Sign out all other sessions" is in flight (its button shows busy). */
  signingOutOthers?: boolean;
  othersFailure?: string | null;
  sessionsNotice: NoticeControl;
}

const noSignOuts: SessionSignOuts = {};

/** Where focus goes back to when a confirmation closes: its button if still there. */
function returnTargetOf(confirmation: SignOutConfirmation): string {
  return confirmation.kind === 'session'
    ? `[data-sign-out-for="${CSS.escape(confirmation.session.id)}"]`
    : '[data-sign-out-others]';
}

/**
 * /account-information (spec 2 §2 Account Information, D3, D12): the read-only profile, the 4 newest
 * activity entries and the active sessions. Each section loads, fails and retries on its own.
 */
export function AccountInformationView({
  profile,
  onRetryProfile,
  onRefreshData,
  refreshingData = false,
  profileNotice,
  activity,
  onRetryActivity,
  onRefreshActivity,
  refreshingActivity = false,
  activityNotice,
  sessions,
  onRetrySessions,
  sessionsStale = false,
  sessionSignOuts = noSignOuts,
  onSignOutRequest,
  signOutConfirmation = null,
  signingOut = false,
  onSignOutConfirm,
  onSignOutCancel,
  signingOutOthers = false,
  othersFailure = null,
  sessionsNotice,
}: AccountInformationViewProps) {
  const { i18n } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const sessionsTitleRef = useRef<HTMLSpanElement>(null);
  const closedConfirmation = useRef<SignOutConfirmation | null>(null);

  // Radix gives focus back to a trigger; this dialog has none, so focus returns here: to the button
  // that opened it when it is still there (cancelled, or failed with its message), else to the list.
  useEffect(() => {
    if (signOutConfirmation) {
      closedConfirmation.current = signOutConfirmation;
      return;
    }
    const closed = closedConfirmation.current;
    if (closed === null) return;
    closedConfirmation.current = null;
    const button = rootRef.current?.querySelector<HTMLElement>(returnTargetOf(closed));
    (button ?? sessionsTitleRef.current)?.focus();
  }, [signOutConfirmation]);

  return (
    <div className={styles.page} ref={rootRef}>
      <PageHeader title={i18n._(texts.title)} lead={i18n._(texts.lead)} />
      <ProfileDetails
        profile={profile}
        onRetry={onRetryProfile}
        onRefresh={onRefreshData}
        refreshing={refreshingData}
        notice={profileNotice}
      />
      <AccountActivity
        activity={activity}
        onRetry={onRetryActivity}
        onRefresh={onRefreshActivity}
        refreshing={refreshingActivity}
        notice={activityNotice}
      />
      <ActiveSessions
        sessions={sessions}
        onRetry={onRetrySessions}
        stale={sessionsStale}
        signOuts={sessionSignOuts}
        onSignOut={(session) => onSignOutRequest({ kind: 'session', session })}
        onSignOutOthers={() =>
          onSignOutRequest({
            kind: 'others',
            count:
              sessions.kind === 'ready'
                ? sessions.data.filter((entry) => !entry.current).length
                : 0,
          })
        }
        signingOutOthers={signingOutOthers}
        othersFailure={othersFailure}
        notice={sessionsNotice}
        titleRef={sessionsTitleRef}
      />
      <SignOutDialog
        confirmation={signOutConfirmation}
        busy={signingOut}
        onConfirm={onSignOutConfirm}
        onCancel={onSignOutCancel}
      />
    </div>
  );
}
