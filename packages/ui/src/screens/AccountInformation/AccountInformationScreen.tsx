import {
  useAccountActivity,
  useLoadProps,
  useProfile,
  useRecordManualRefreshMutation,
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessions,
  type AccountSession,
} from '@tp/api';
import { profileMessages } from '@tp/messages';
import { useReducer, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_ACTIVITY_LIMIT } from './AccountActivity';
import { refreshFailureOf, signOutFailureOf, signOutOthersFailureOf } from './accountFailures';
import { accountInformationTexts as texts } from './accountInformationTexts';
import { AccountInformationView } from './AccountInformationView';
import { useNotice } from '../../widgets/LiveNotice';
import { signOutOf, signOutsReducer } from './sessionSignOuts';
import type { SignOutConfirmation } from './SignOutDialog';

/**
 * Spec 2 §2 Account Information with D3 and D12, wired to the API: the profile, the server's activity
 * log (4 newest) and the active sessions. Refresh Data reads the profile again and has the server write
 * a `Manual Refresh` entry; a sign-out re-reads the list (the mutations invalidate it), so the page
 * shows the server's sessions (D4).
 */
export function AccountInformationScreen() {
  const { i18n } = useLingui();
  const profile = useProfile();
  const activity = useAccountActivity(ACCOUNT_ACTIVITY_LIMIT);
  const sessions = useSessions();
  const recordManualRefresh = useRecordManualRefreshMutation();
  const revoke = useRevokeSessionMutation();
  const revokeOthers = useRevokeOtherSessionsMutation();
  const profileProps = useLoadProps('profile', profile);
  const activityProps = useLoadProps('activity', activity);
  const sessionsProps = useLoadProps('sessions', sessions);

  const [refreshingData, setRefreshingData] = useState(false);
  const [refreshingActivity, setRefreshingActivity] = useState(false);
  const profileNotice = useNotice();
  const activityNotice = useNotice();
  const sessionsNotice = useNotice();
  const [signOuts, dispatch] = useReducer(signOutsReducer, {});
  const [confirmation, setConfirmation] = useState<SignOutConfirmation | null>(null);
  const [othersFailure, setOthersFailure] = useState<string | null>(null);
  // Synchronous, unlike state: two quick clicks send one request.
  const inFlight = useRef(new Set<string>());

  /** Runs `work` unless the same `key` is already running (then does nothing). */
  const once = async (key: string, work: () => Promise<void>) => {
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    try {
      await work();
    } finally {
      inFlight.current.delete(key);
    }
  };

  const refreshData = () =>
    once('refresh-data', async () => {
      const hadProfile = profile.data !== undefined;
      setRefreshingData(true);
      profileNotice.clear();
      const [read, recorded] = await Promise.allSettled([
        profile.refetch({ throwOnError: true }),
        recordManualRefresh.mutateAsync(),
      ]);
      setRefreshingData(false);
      if (read.status === 'fulfilled' && recorded.status === 'fulfilled') {
        profileNotice.show({ tone: 'success', message: profileMessages.accountRefreshed });
        return;
      }
      // Without a profile on screen its section already says that it could not be read.
      if (read.status === 'rejected' && !hadProfile) return;
      const failed = read.status === 'rejected' ? read : (recorded as PromiseRejectedResult);
      profileNotice.show({ tone: 'error', message: refreshFailureOf(failed.reason, 'data') });
    });

  const refreshActivity = () =>
    once('refresh-activity', async () => {
      const hadActivity = activity.data !== undefined;
      setRefreshingActivity(true);
      activityNotice.clear();
      try {
        await activity.refetch({ throwOnError: true });
        activityNotice.show({ tone: 'success', message: profileMessages.activityRefreshed });
      } catch (error) {
        // Without entries on screen the table itself shows the failure and its retry.
        if (hadActivity)
          activityNotice.show({ tone: 'error', message: refreshFailureOf(error, 'activity') });
      } finally {
        setRefreshingActivity(false);
      }
    });

  const signOutSession = (session: AccountSession) =>
    once(session.id, async () => {
      dispatch({ type: 'started', id: session.id });
      sessionsNotice.clear();
      try {
        // Resolves once the list has been read again, so the session leaves it with the busy label.
        await revoke.mutateAsync(session.id);
        dispatch({ type: 'succeeded', id: session.id });
        sessionsNotice.show({ tone: 'success', message: i18n._(texts.signedOut(session)) });
      } catch (error) {
        const failure = signOutFailureOf(error);
        if (failure.gone) {
          dispatch({ type: 'gone', id: session.id });
          sessionsNotice.show({ tone: 'info', message: i18n._(texts.alreadyEnded(session)) });
        } else {
          dispatch({ type: 'failed', id: session.id, message: failure.message });
        }
      }
    });

  const signOutOthers = () =>
    once('others', async () => {
      setOthersFailure(null);
      sessionsNotice.clear();
      try {
        const answer = await revokeOthers.mutateAsync();
        // The server says how many it signed out ("Signed out of 2 other sessions.").
        sessionsNotice.show({ tone: 'success', message: answer.message });
      } catch (error) {
        setOthersFailure(signOutOthersFailureOf(error));
      }
    });

  const signingOut =
    confirmation?.kind === 'session'
      ? signOutOf(signOuts, confirmation.session.id).busy
      : confirmation?.kind === 'others' && revokeOthers.isPending;

  const confirmSignOut = async () => {
    const confirmed = confirmation;
    if (!confirmed) return;
    if (confirmed.kind === 'session') await signOutSession(confirmed.session);
    else await signOutOthers();
    // Done, refused or gone: the outcome shows on the page (beside the session or button, or the notice).
    setConfirmation(null);
  };

  return (
    <AccountInformationView
      {...profileProps}
      onRefreshData={() => void refreshData()}
      refreshingData={refreshingData}
      profileNotice={profileNotice}
      {...activityProps}
      onRefreshActivity={() => void refreshActivity()}
      refreshingActivity={refreshingActivity}
      activityNotice={activityNotice}
      {...sessionsProps}
      sessionsStale={sessions.isRefetchError}
      sessionSignOuts={signOuts}
      onSignOutRequest={(next) => {
        const busy =
          next.kind === 'session' ? inFlight.current.has(next.session.id) : revokeOthers.isPending;
        if (!busy) setConfirmation(next);
      }}
      signOutConfirmation={confirmation}
      signingOut={signingOut}
      onSignOutConfirm={() => void confirmSignOut()}
      onSignOutCancel={() => {
        if (!signingOut) setConfirmation(null);
      }}
      signingOutOthers={revokeOthers.isPending}
      othersFailure={othersFailure}
      sessionsNotice={sessionsNotice}
    />
  );
}
