import { failureOf, useSignupMutation } from '@tp/api';
import { registerValidation, signupMessages } from '@tp/messages';
import { authAutoHide, useNotice } from '../../widgets/LiveNotice';
import { useCodeChallenge } from '../../widgets/CodeDialog';
import { LazyVerifyEmailDialog } from '../shared/lazyCodeDialogs';
import { useLandOnDashboard } from '../shared/useLandOnDashboard';
import { RegisterView } from './RegisterView';
import { signupFailures } from './signupFailures';
import type { RegisterValues } from './validateRegister';

/** Spec 1 §4 registration: sign up, verify the e-mailed code in the dialog, land on /dashboard. */
export function RegisterScreen() {
  const toDashboard = useLandOnDashboard();
  const signup = useSignupMutation();
  // Spec 1 §9: the page's error banner hides after 5 seconds.
  const notice = useNotice(null, authAutoHide);
  // The e-mail the code was sent to.
  const code = useCodeChallenge<string>();

  const submit = async ({ agreement: _clientOnly, ...payload }: RegisterValues) => {
    notice.clear();
    try {
      const answer = await signup.mutateAsync(payload);
      const sentTo = answer.email || payload.email;
      code.start(
        sentTo,
        answer.challenge,
        answer.message ? { tone: 'success', message: answer.message } : null,
      );
      return undefined;
    } catch (error) {
      const failure = failureOf(error, signupFailures);
      // Spec 1 §5: field messages sit under their fields, with the fix-the-errors banner above.
      const hasFieldErrors = Object.keys(failure.fieldErrors).length > 0;
      notice.show({
        tone: 'error',
        message: hasFieldErrors
          ? registerValidation.fixErrorsBanner
          : (failure.message ?? signupMessages.registrationFailed),
      });
      return { fieldErrors: failure.fieldErrors };
    }
  };

  return (
    <>
      <RegisterView notice={notice} onSubmit={submit} />
      {code.pending && (
        <LazyVerifyEmailDialog
          key={code.pending.subject}
          open
          email={code.pending.subject}
          sent={code.pending.sent}
          onCancel={code.close}
          onVerified={toDashboard}
        />
      )}
    </>
  );
}
