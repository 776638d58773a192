import { useState } from 'react';
import { failureOf, useSignupMutation } from '@tp/api';
import { registerValidation, signupMessages } from '@tp/messages';
import { authAutoHide, useNotice } from '../../widgets/LiveNotice';
import { codeTimesOf, type CodeTimes } from '../../widgets/CodeDialog';
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
  const [pending, setPending] = useState<{
    email: string;
    message: string;
    codeTimes: CodeTimes;
  } | null>(null);

  const submit = async ({ agreement: _clientOnly, ...payload }: RegisterValues) => {
    notice.clear();
    try {
      const answer = await signup.mutateAsync(payload);
      setPending({
        email: answer.email || payload.email,
        message: answer.message,
        codeTimes: codeTimesOf(answer),
      });
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
      {pending && (
        <LazyVerifyEmailDialog
          key={pending.email}
          open
          email={pending.email}
          initialNotice={pending.message ? { tone: 'success', message: pending.message } : null}
          codeTimes={pending.codeTimes}
          onCancel={() => setPending(null)}
          onVerified={toDashboard}
        />
      )}
    </>
  );
}
