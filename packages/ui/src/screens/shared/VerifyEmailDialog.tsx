import { useState } from 'react';
import {
  ApiError,
  messageOf,
  useResendSignupCodeMutation,
  useVerifySignupCodeMutation,
} from '@tp/api';
import { signupMessages } from '@tp/messages';
import type { CodeDialogNotice } from '../../widgets/CodeDialog';
import { VerifyEmailView } from './VerifyEmailView';

export interface VerifyEmailDialogProps {
  email: string;
  open: boolean;
  /** A first notice, e.g. the server's "code sent" message. */
  initialNotice?: CodeDialogNotice | null;
  /** For failures that are not API answers (spec 1 §8 has one per flow). */
  unexpectedErrorMessage?: string;
  onCancel: () => void;
  /** Both tokens and the display-name profile are stored by now. */
  onVerified: () => void;
}

/** The e-mail dialog wired to verify and resend; success signs the user in. */
export function VerifyEmailDialog({
  email,
  open,
  initialNotice = null,
  unexpectedErrorMessage = signupMessages.verificationFailed,
  onCancel,
  onVerified,
}: VerifyEmailDialogProps) {
  const verify = useVerifySignupCodeMutation();
  const resend = useResendSignupCodeMutation();
  const [notice, setNotice] = useState<CodeDialogNotice | null>(initialNotice);

  return (
    <VerifyEmailView
      open={open}
      email={email}
      resendBusy={resend.isPending}
      notice={notice}
      onNoticeHide={() => setNotice(null)}
      onCancel={() => {
        setNotice(null);
        onCancel();
      }}
      onVerify={async (otp) => {
        setNotice(null);
        try {
          await verify.mutateAsync({ email, otp });
        } catch (failure) {
          const message = messageOf(failure, unexpectedErrorMessage);
          // A refused code belongs under the field; anything else is about the whole step.
          if (failure instanceof ApiError && failure.kind === 'http')
            return { fieldErrors: { code: message } };
          setNotice({ tone: 'error', message });
          return;
        }
        onVerified();
      }}
      onResend={() => {
        setNotice(null);
        resend.mutate(
          { email },
          {
            onSuccess: () => setNotice({ tone: 'success', message: signupMessages.newOtpSent }),
            onError: (failure) =>
              setNotice({
                tone: 'error',
                message: messageOf(failure, signupMessages.resendOtpFailed),
              }),
          },
        );
      }}
    />
  );
}
