import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignupMutation } from '@tp/api';
import { signupMessages } from '@tp/messages';
import { VerifyEmailDialog } from '../shared/VerifyEmailDialog';
import { RegisterView, type RegisterServerErrors } from './RegisterView';
import { serverFieldErrors } from './serverFieldErrors';

/** Spec 1 §4 registration: sign up, verify the e-mailed code in the dialog, land on /dashboard. */
export function RegisterScreen() {
  const navigate = useNavigate();
  const signup = useSignupMutation();
  const [serverErrors, setServerErrors] = useState<RegisterServerErrors | null>(null);
  const [pending, setPending] = useState<{ email: string; message: string } | null>(null);

  return (
    <>
      <RegisterView
        busy={signup.isPending}
        serverErrors={serverErrors}
        onServerErrorsHide={() => setServerErrors(null)}
        onSubmit={({ agreement: _clientOnly, ...payload }) => {
          setServerErrors(null);
          signup.mutate(payload, {
            onSuccess: (answer) =>
              setPending({ email: answer.email || payload.email, message: answer.message }),
            onError: (error) =>
              setServerErrors({
                fields: serverFieldErrors(error),
                message: error.message || signupMessages.registrationFailed,
              }),
          });
        }}
      />
      {pending && (
        <VerifyEmailDialog
          key={pending.email}
          open
          email={pending.email}
          initialNotice={pending.message ? { tone: 'success', message: pending.message } : null}
          onCancel={() => setPending(null)}
          onVerified={() => navigate('/dashboard', { replace: true })}
        />
      )}
    </>
  );
}
