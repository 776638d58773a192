import { useReducer, useState } from 'react';
import { useClock, type Clock } from '../../clock';
import {
  failureOf,
  useLoadStatus,
  useProfile,
  useRequestPasswordChangeMutation,
  useRequestProfileChangeMutation,
  useUpdateNotificationPreferencesMutation,
  useVerifyPasswordChangeMutation,
  useVerifyProfileChangeMutation,
  type CodeSent,
  type NotificationPreferences,
  type ProfileChange,
} from '@tp/api';
import { forgotPasswordMessages, httpErrors, profileMessages } from '@tp/messages';
import {
  changeFlowReducer,
  idleFlow,
  outcomeOf,
  pendingCodeOf,
  type ChangeFlowEvent,
  type ChangeFlowState,
  type FlowNotice,
} from './changeFlow';
import { isEmptyChange, profileChangeOf, type PersonalInfoValues } from './personalInfo';
import {
  passwordChangeFailureOf,
  requestProfileChangeFailures,
  resendChangeFailures,
  retryAfterMsOf,
  verifyFailureOf,
} from './profileFailures';
import { profileSettingsTexts } from './profileSettingsTexts';
import {
  ProfileSettingsView,
  type PasswordVerifyAnswer,
  type ProfileVerifyAnswer,
} from './ProfileSettingsView';
import type { PasswordChangeValues } from './validatePasswordChange';

/** Said in the dialog when it opens: nothing, or that the code e-mail did not go out (`notification_sent: false`). */
function sentNotice(sent: CodeSent): FlowNotice | null {
  return sent.notification_sent
    ? null
    : { tone: 'warning', message: profileSettingsTexts.codeEmailFailed };
}

/** Said in the dialog after Resend Code. */
function resentNotice(sent: CodeSent): FlowNotice {
  return sentNotice(sent) ?? { tone: 'success', message: forgotPasswordMessages.newCodeSent };
}

type Dispatch<P> = (event: ChangeFlowEvent<P>) => void;

/**
 * Resend Code sends the pending change again (D1: the server issues a new code, once a minute); a 429
 * moves the countdown to the server's retry_after.
 */
async function resendChange<P>(
  state: ChangeFlowState<P>,
  dispatch: Dispatch<P>,
  send: (payload: P) => Promise<CodeSent>,
  now: Clock,
) {
  if (state.phase !== 'awaitingCode' || state.code.resending) return;
  dispatch({ type: 'resend' });
  try {
    const sent = await send(state.code.payload);
    dispatch({ type: 'resent', at: now(), notice: resentNotice(sent) });
  } catch (error) {
    dispatch({
      type: 'resendFailed',
      at: now(),
      retryAfterMs: retryAfterMsOf(error),
      notice: {
        tone: 'error',
        message:
          failureOf(error, resendChangeFailures).message ?? forgotPasswordMessages.resendFailed,
      },
    });
  }
}

/**
 * The code check of either change (D1, spec 2 §8): confirmed → the server's message beside the form;
 * refused → under the field; expired → the dialog closes; anything else → above the field.
 */
async function verifyChange<P, A extends { message: string }>(
  dispatch: Dispatch<P>,
  check: () => Promise<A>,
  fallbackMessage: string,
): Promise<{ verified: A } | Exclude<ProfileVerifyAnswer, { verified: unknown }>> {
  dispatch({ type: 'verify' });
  try {
    const answer = await check();
    dispatch({ type: 'verified', message: answer.message || fallbackMessage });
    return { verified: answer };
  } catch (error) {
    const failure = verifyFailureOf(error);
    switch (failure.kind) {
      case 'refused':
        dispatch({ type: 'verifyRefused' });
        return { fieldErrors: { code: failure.message } };
      case 'ended':
        dispatch({ type: 'verifyEnded', message: failure.message });
        return;
      case 'fields':
        // The change itself was refused meanwhile (e.g. the new e-mail was taken): back to the form.
        dispatch({ type: 'verifyEnded', message: profileMessages.saveFailed });
        return { formErrors: failure.fieldErrors };
      case 'failed':
        dispatch({ type: 'verifyFailed', notice: { tone: 'error', message: failure.message } });
        return;
    }
  }
}

/**
 * Spec 2 §2 Profile Settings wired to the API (D1, D4, D12): the profile from the server; personal
 * information and password changes start on the server and are confirmed with an e-mailed code;
 * notification preferences save at once.
 */
export function ProfileSettingsScreen() {
  const clock = useClock();
  const profile = useProfile();
  const profileStatus = useLoadStatus(profile, { message: profileMessages.noSavedProfile });
  const requestProfileChange = useRequestProfileChangeMutation();
  const verifyProfileChange = useVerifyProfileChangeMutation();
  const requestPasswordChange = useRequestPasswordChangeMutation();
  const verifyPasswordChange = useVerifyPasswordChangeMutation();
  const updateNotifications = useUpdateNotificationPreferencesMutation();

  const [personal, dispatchPersonal] = useReducer(
    changeFlowReducer<ProfileChange>,
    idleFlow as ChangeFlowState<ProfileChange>,
  );
  const [security, dispatchSecurity] = useReducer(
    changeFlowReducer<PasswordChangeValues>,
    idleFlow as ChangeFlowState<PasswordChangeValues>,
  );
  const [notificationsNotice, setNotificationsNotice] = useState<FlowNotice | null>(null);

  const savePersonal = async (values: PersonalInfoValues) => {
    const current = profile.data;
    if (!current) return;
    // Spec 2 §3: only the changed fields are sent; nothing changed sends nothing.
    const change = profileChangeOf(current, values);
    if (isEmptyChange(change)) {
      dispatchPersonal({ type: 'unchanged', message: profileSettingsTexts.noChanges });
      return;
    }
    dispatchPersonal({ type: 'request', payload: change });
    try {
      const sent = await requestProfileChange.mutateAsync(change);
      // D12: a new address gets the code (proof it is theirs); the old one a notice.
      const newEmail = change.new_email ?? null;
      dispatchPersonal({
        type: 'codeSent',
        at: clock(),
        sentTo: newEmail ?? current.email,
        noticeTo: newEmail === null ? null : current.email,
        notice: sentNotice(sent),
      });
    } catch (error) {
      const failure = failureOf(error, requestProfileChangeFailures);
      dispatchPersonal({ type: 'requestFailed', message: failure.message });
      return { fieldErrors: failure.fieldErrors };
    }
  };

  const submitPassword = async (values: PasswordChangeValues) => {
    const current = profile.data;
    if (!current) return;
    dispatchSecurity({ type: 'request', payload: values });
    try {
      const sent = await requestPasswordChange.mutateAsync(values);
      dispatchSecurity({
        type: 'codeSent',
        at: clock(),
        sentTo: current.email,
        notice: sentNotice(sent),
      });
    } catch (error) {
      const failure = passwordChangeFailureOf(error);
      dispatchSecurity({ type: 'requestFailed', message: failure.message });
      return { fieldErrors: failure.fieldErrors };
    }
  };

  const saveNotifications = async (preferences: NotificationPreferences) => {
    setNotificationsNotice(null);
    try {
      const answer = await updateNotifications.mutateAsync(preferences);
      setNotificationsNotice({
        tone: 'success',
        message: answer.message || profileMessages.notificationsSaved,
      });
    } catch (error) {
      setNotificationsNotice({
        tone: 'error',
        message: failureOf(error).message ?? httpErrors.fallback,
      });
    }
  };

  return (
    <ProfileSettingsView
      profile={profileStatus}
      onRetry={() => void profile.refetch()}
      personal={{
        outcome: outcomeOf(personal),
        onOutcomeHide: () => dispatchPersonal({ type: 'noticeHidden' }),
        code: pendingCodeOf(personal),
        onSave: savePersonal,
        onEdit: () => dispatchPersonal({ type: 'edited' }),
        onVerify: async (otp): Promise<ProfileVerifyAnswer> => {
          const answer = await verifyChange(
            dispatchPersonal,
            () => verifyProfileChange.mutateAsync(otp),
            profileMessages.personalInfoUpdated,
          );
          // Spec 2 §4: the form shows the new values; the hook stored the new name for every tab.
          return answer && 'verified' in answer ? { verified: answer.verified.profile } : answer;
        },
        onResend: () =>
          void resendChange(personal, dispatchPersonal, requestProfileChange.mutateAsync, clock),
        onCancel: () => dispatchPersonal({ type: 'cancel' }),
        onCodeNoticeHide: () => dispatchPersonal({ type: 'noticeHidden' }),
      }}
      security={{
        outcome: outcomeOf(security),
        onOutcomeHide: () => dispatchSecurity({ type: 'noticeHidden' }),
        code: pendingCodeOf(security),
        onSubmit: submitPassword,
        onEdit: () => dispatchSecurity({ type: 'edited' }),
        onVerify: async (otp): Promise<PasswordVerifyAnswer> => {
          const answer = await verifyChange(
            dispatchSecurity,
            () => verifyPasswordChange.mutateAsync(otp),
            profileMessages.passwordChanged,
          );
          if (answer && 'verified' in answer) return { verified: true };
          // A password change has no form fields the server could refuse at this step.
          return answer && 'formErrors' in answer ? undefined : answer;
        },
        onResend: () =>
          void resendChange(security, dispatchSecurity, requestPasswordChange.mutateAsync, clock),
        onCancel: () => dispatchSecurity({ type: 'cancel' }),
        onCodeNoticeHide: () => dispatchSecurity({ type: 'noticeHidden' }),
      }}
      notifications={{
        notice: notificationsNotice,
        onNoticeHide: () => setNotificationsNotice(null),
        onSave: saveNotifications,
      }}
    />
  );
}
