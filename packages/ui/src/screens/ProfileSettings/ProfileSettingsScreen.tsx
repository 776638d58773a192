import { useLingui } from '@lingui/react/macro';
import {
  failureOf,
  useLoadProps,
  useProfile,
  useSecuritySettings,
  usePasskeys,
  useRequestPasswordChangeMutation,
  useRequestProfileChangeMutation,
  useUpdateNotificationPreferencesMutation,
  useVerifyPasswordChangeMutation,
  useVerifyProfileChangeMutation,
  type CodeChallenge,
  type NotificationPreferences,
  type ProfileChange,
} from '@tp/api';
import { forgotPasswordMessages, httpErrors, profileMessages } from '@tp/messages';
import { useCodeChallenge, type CodeCheck, type CodeResend } from '../../widgets/CodeDialog';
import { useNotice, type Notice, type NoticeControl } from '../../widgets/LiveNotice';
import {
  pendingCodeOf,
  type ChangeFlowEvent,
  type ChangeFlowState,
  type PendingCode,
} from './changeFlow';
import { isEmptyChange, profileChangeOf, type PersonalInfoValues } from './personalInfo';
import {
  passwordChangeFailureOf,
  requestProfileChangeFailures,
  resendChangeFailures,
  verifyFailureOf,
} from './profileFailures';
import { profileSettingsTexts } from './profileSettingsTexts';
import {
  ProfileSettingsView,
  type CodeSectionProps,
  type ProfileCheck,
} from './ProfileSettingsView';
import { useChangeFlow } from './useChangeFlow';
import { resendFailed } from '../shared/emailedCodeAnswers';
import { isStepUpCancelled, useStepUpGate } from '../shared/StepUp';
import { useIdleTimeoutSection } from './useIdleTimeoutSection';
import { usePasskeysSection } from './usePasskeysSection';
import { useAntiPhishingSection } from './useAntiPhishingSection';
import { useTwoFactorSection } from './useTwoFactorSection';
import type { PasswordChangeValues } from './validatePasswordChange';

/**
 * Resend Code sends the pending change again (D1: the server issues a new code, once a minute); a 429
 * moves the countdown to the server's retry_after.
 */
async function resendChange<P>(
  pending: PendingCode<P> | null,
  send: (payload: P) => Promise<{ challenge: CodeChallenge }>,
  emailFailed: Notice,
): Promise<CodeResend> {
  try {
    if (!pending) throw new Error('No change waits for a code.');
    const { challenge } = await send(pending.payload);
    return {
      kind: 'sent',
      challenge,
      notice: challenge.emailSent
        ? { tone: 'success', message: forgotPasswordMessages.newCodeSent }
        : emailFailed,
    };
  } catch (error) {
    const message = failureOf(error, resendChangeFailures).message;
    return resendFailed(error, message ?? forgotPasswordMessages.resendFailed);
  }
}

/**
 * The code check of either change (D1, spec 2 §8): confirmed → the server's message beside the form;
 * refused → under the field; expired or the change refused meanwhile → the dialog closes; anything
 * else → above the field.
 */
async function verifyChange<P, A extends { message: string }>(
  dispatch: (event: ChangeFlowEvent<P>) => void,
  check: () => Promise<A>,
  fallbackMessage: string,
): Promise<{ kind: 'confirmed'; answer: A } | Exclude<ProfileCheck, { kind: 'confirmed' }>> {
  try {
    const answer = await check();
    dispatch({ type: 'verified', message: answer.message || fallbackMessage });
    return { kind: 'confirmed', answer };
  } catch (error) {
    const failure = verifyFailureOf(error);
    switch (failure.kind) {
      case 'ended':
        dispatch({ type: 'verifyEnded', message: failure.message });
        return { kind: 'ended' };
      case 'fields':
        // The change itself was refused meanwhile (e.g. the new e-mail was taken): back to the form.
        dispatch({ type: 'verifyEnded', message: profileMessages.saveFailed });
        return { kind: 'ended', formErrors: failure.fieldErrors };
      default:
        return failure;
    }
  }
}

/**
 * Spec 2 §2 Profile Settings wired to the API (D1, D4, D12, D15): the profile from the server; personal
 * information and password changes start on the server and are confirmed with an e-mailed code;
 * notification preferences save at once. A change the server guards (a new e-mail, the password with a
 * second factor on, the authenticator app, the idle timeout) asks "Confirm it's you" first, through the
 * step-up gate, only when the server says so.
 */
export function ProfileSettingsScreen() {
  const { i18n } = useLingui();
  const profile = useProfile();
  const profileProps = useLoadProps('profile', profile, {
    message: profileMessages.noSavedProfile,
  });
  const requestProfileChange = useRequestProfileChangeMutation();
  const verifyProfileChange = useVerifyProfileChangeMutation();
  const requestPasswordChange = useRequestPasswordChangeMutation();
  const verifyPasswordChange = useVerifyPasswordChangeMutation();
  const updateNotifications = useUpdateNotificationPreferencesMutation();
  const securitySettings = useSecuritySettings();
  const securityProps = useLoadProps('securitySettings', securitySettings);
  const gate = useStepUpGate();
  const twoFactor = useTwoFactorSection(gate.run);
  const idleTimeout = useIdleTimeoutSection(gate.run, securitySettings.data?.idle_timeout_minutes);
  const passkeys = usePasskeys();
  const passkeyProps = useLoadProps('passkeys', passkeys);
  const passkeyFlow = usePasskeysSection(gate.run);
  const antiPhishing = useAntiPhishingSection(gate.run);

  // Said in the dialog when the code e-mail did not go out.
  const codeEmailFailed: Notice = {
    tone: 'warning',
    message: i18n._(profileSettingsTexts.codeEmailFailed),
  };
  const code = useCodeChallenge(codeEmailFailed);
  const [personal, dispatchPersonal, personalNotice] = useChangeFlow<ProfileChange>();
  const [security, dispatchSecurity, securityNotice] = useChangeFlow<PasswordChangeValues>();
  const notificationsNotice = useNotice();

  /** What both two-step sections share: the notice, the open code, edits, Resend Code and Cancel. */
  const codeSectionOf = <P,>(
    flow: ChangeFlowState<P>,
    dispatch: (event: ChangeFlowEvent<P>) => void,
    notice: NoticeControl,
    send: (payload: P) => Promise<{ challenge: CodeChallenge }>,
  ): CodeSectionProps => ({
    notice,
    code: pendingCodeOf(flow),
    onEdit: () => dispatch({ type: 'edited' }),
    onResend: () => resendChange(pendingCodeOf(flow), send, codeEmailFailed),
    onCancel: () => dispatch({ type: 'cancel' }),
  });

  const savePersonal = async (values: PersonalInfoValues) => {
    const current = profile.data;
    if (!current) return;
    // Spec 2 §3: only the changed fields are sent; nothing changed sends nothing.
    const change = profileChangeOf(current, values);
    if (isEmptyChange(change)) {
      dispatchPersonal({ type: 'unchanged', message: i18n._(profileSettingsTexts.noChanges) });
      return;
    }
    dispatchPersonal({ type: 'request', payload: change });
    try {
      // D15: a new e-mail needs a fresh step-up; the server says so, and the gate asks for it.
      const sent = await gate.run(() => requestProfileChange.mutateAsync(change));
      // D12: a new address gets the code (proof it is theirs); the old one a notice.
      const newEmail = change.new_email ?? null;
      dispatchPersonal({
        type: 'codeSent',
        sentTo: newEmail ?? current.email,
        noticeTo: newEmail === null ? null : current.email,
        sent: code.sentOf(sent.challenge),
      });
    } catch (error) {
      // Cancelled at "Confirm it's you": nothing was sent; the form keeps what was typed.
      if (isStepUpCancelled(error)) {
        dispatchPersonal({ type: 'requestFailed', message: null });
        return;
      }
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
      // D15: with a second factor on, the server asks for a fresh step-up first.
      const sent = await gate.run(() => requestPasswordChange.mutateAsync(values));
      dispatchSecurity({
        type: 'codeSent',
        sentTo: current.email,
        sent: code.sentOf(sent.challenge),
      });
    } catch (error) {
      if (isStepUpCancelled(error)) {
        dispatchSecurity({ type: 'requestFailed', message: null });
        return;
      }
      const failure = passwordChangeFailureOf(error);
      dispatchSecurity({ type: 'requestFailed', message: failure.message });
      return { fieldErrors: failure.fieldErrors };
    }
  };

  const saveNotifications = async (preferences: NotificationPreferences) => {
    notificationsNotice.clear();
    try {
      const answer = await updateNotifications.mutateAsync(preferences);
      notificationsNotice.show({
        tone: 'success',
        message: answer.message || profileMessages.notificationsSaved,
      });
    } catch (error) {
      notificationsNotice.show({
        tone: 'error',
        message: failureOf(error).message ?? httpErrors.fallback,
      });
    }
  };

  return (
    <>
      <ProfileSettingsView
        {...profileProps}
        {...securityProps}
        twoFactor={twoFactor}
        idleTimeout={idleTimeout}
        {...passkeyProps}
        passkeyFlow={passkeyFlow}
        antiPhishing={antiPhishing}
        personal={{
          ...codeSectionOf(personal, dispatchPersonal, personalNotice, (change) =>
            requestProfileChange.mutateAsync(change),
          ),
          onSave: savePersonal,
          onVerify: async (otp): Promise<ProfileCheck> => {
            const answer = await verifyChange(
              dispatchPersonal,
              () => verifyProfileChange.mutateAsync(otp),
              profileMessages.personalInfoUpdated,
            );
            // Spec 2 §4: the form shows the new values; the hook stored the new name for every tab.
            return answer.kind === 'confirmed'
              ? { kind: 'confirmed', profile: answer.answer.profile }
              : answer;
          },
        }}
        security={{
          ...codeSectionOf(security, dispatchSecurity, securityNotice, (values) =>
            requestPasswordChange.mutateAsync(values),
          ),
          onSubmit: submitPassword,
          onVerify: async (otp): Promise<CodeCheck> => {
            const answer = await verifyChange(
              dispatchSecurity,
              () => verifyPasswordChange.mutateAsync(otp),
              profileMessages.passwordChanged,
            );
            if (answer.kind === 'confirmed') return { kind: 'confirmed' };
            // A password change has no form fields the server could refuse at this step.
            return answer.kind === 'ended' ? { kind: 'ended' } : answer;
          },
        }}
        notifications={{
          notice: notificationsNotice,
          onSave: saveNotifications,
        }}
      />
      {gate.dialog}
    </>
  );
}
