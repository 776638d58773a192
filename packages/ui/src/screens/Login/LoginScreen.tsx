import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ApiError,
  completeSignIn,
  failureOf,
  type FailureTable,
  messageOf,
  retryAfterMsOf,
  secondFactorChallengeOf,
  type SignedInAnswer,
  useApiClients,
  useLoginMutation,
  useVerifySecondFactorMutation,
  isPasskeyCancelled,
  usePasskeySignInMutation,
  type SecondFactorMethod,
  unverifiedEmailChallengeOf,
} from '@tp/api';
import { httpErrors, sessionMessages, signupMessages } from '@tp/messages';
import { useCodeChallenge } from '../../widgets/CodeDialog';
import { useNotice, type Notice } from '../../widgets/LiveNotice';
import { LazyVerifyEmailDialog } from '../shared/lazyCodeDialogs';
import { useLandOnDashboard } from '../shared/useLandOnDashboard';
import { LoginView, loginAutoHide } from './LoginView';
import { SecondFactorView } from './SecondFactorView';

/** D15: when a 429 says sign-ins are paused, the moment they open again (device clock), else null. */
function pausedUntilOf(error: unknown): number | null {
  const wait = retryAfterMsOf(error);
  return wait === null ? null : Date.now() + wait;
}

/** A wrong code is said under the field; anything else in the banner (spec 1 §8). */
const secondFactorFailures: FailureTable<'code'> = { fields: { authentication_code: 'code' } };

/** The sign-in waiting for its second factor: what the password step knew, and its challenge. */
interface PendingSecondFactor {
  email: string;
  rememberMe: boolean;
  challenge: string;
  methods: SecondFactorMethod[];
  /** After a backup code: the answer, stored once the user has read how many codes are left. */
  signedIn: SignedInAnswer | null;
}

/** A message handed to /login by another page (session ended, sign-out failed, password reset). */
function arrivalBanner(state: unknown): Notice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message, tone } = state as { message?: unknown; tone?: unknown };
  if (typeof message !== 'string' || message === '') return null;
  return { tone: tone === 'success' ? 'success' : 'warning', message };
}

const isUnverified = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'email_not_verified';

/** The message of a failed sign-in; an unverified account's own explanation rather than the generic 403 text. */
function loginFailureMessage(error: unknown): string {
  if (isUnverified(error) && error.body && typeof error.body === 'object') {
    const detail = (error.body as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
  }
  // Spec 1 §8 (login context): the API error's message, whatever its status.
  return messageOf(error, httpErrors.fallback);
}

/** Spec 1 §2 Login, wired to the API, the session and the router; an unverified account verifies here. */
export function LoginScreen() {
  const clients = useApiClients();
  const { session } = clients;
  const location = useLocation();
  const login = useLoginMutation();
  const verifySecondFactor = useVerifySecondFactorMutation();
  const passkeySignIn = usePasskeySignInMutation();
  const [pausedUntilMs, setPausedUntilMs] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const toDashboard = useLandOnDashboard();
  const notice = useNotice(arrivalBanner(location.state), loginAutoHide);
  const { show } = notice;
  const [arrivalKey, setArrivalKey] = useState(location.key);
  const [rememberedEmail] = useState(() => session.rememberedEmail());
  // An unverified account: the code the refused sign-in e-mailed (D1), and what the password step knew.
  const unverifiedCode = useCodeChallenge<{ email: string; rememberMe: boolean }>();
  const unverified = unverifiedCode.pending && {
    ...unverifiedCode.pending.subject,
    sent: unverifiedCode.pending.sent,
  };

  // Already on /login when another page sends the user here with a message (e.g. a failed sign-out).
  if (location.key !== arrivalKey) {
    setArrivalKey(location.key);
    const next = arrivalBanner(location.state);
    if (next) show(next);
  }

  // Spec 1 §2: when the stored authToken is removed (e.g. in another tab) say the session expired.
  useEffect(
    () =>
      session.onTokenRemovedElsewhere(() =>
        show({ tone: 'warning', message: sessionMessages.sessionExpired }),
      ),
    [session, show],
  );

  /** D15: the browser's passkey prompt; a closed prompt is no failure, anything else is said. */
  const signInWithPasskey = async () => {
    notice.clear();
    try {
      await passkeySignIn.mutateAsync();
    } catch (error) {
      if (isPasskeyCancelled(error)) return;
      setPausedUntilMs(pausedUntilOf(error));
      notice.show({ tone: 'error', message: messageOf(error, httpErrors.fallback) });
      return;
    }
    toDashboard();
  };

  if (pending)
    return (
      <SecondFactorView
        notice={notice}
        pausedUntilMs={pausedUntilMs}
        backupCodesRemaining={pending.signedIn?.backup_codes_remaining ?? null}
        methods={pending.methods}
        onUsePasskey={() => void signInWithPasskey()}
        passkeyBusy={passkeySignIn.isPending}
        onBack={() => {
          notice.clear();
          setPending(null);
        }}
        onContinue={async () => {
          if (!pending.signedIn) return;
          await completeSignIn(clients, pending.signedIn, pending);
          toDashboard();
        }}
        onSubmit={async ({ code }) => {
          notice.clear();
          try {
            const answer = await verifySecondFactor.mutateAsync({
              challenge: pending.challenge,
              code,
            });
            setPausedUntilMs(null);
            // A backup code: say how many are left before the session starts (and the page leaves).
            if (answer.backup_codes_remaining !== undefined) {
              setPending({ ...pending, signedIn: answer });
              return;
            }
            await completeSignIn(clients, answer, pending);
          } catch (error) {
            const failure = failureOf(error, secondFactorFailures);
            setPausedUntilMs(pausedUntilOf(error));
            if (failure.message) notice.show({ tone: 'error', message: failure.message });
            // The challenge lapsed (5 minutes): the password step again.
            if (error instanceof ApiError && error.code === 'challenge_expired') setPending(null);
            return { fieldErrors: failure.fieldErrors };
          }
          toDashboard();
        }}
      />
    );

  return (
    <>
      <LoginView
        rememberedEmail={rememberedEmail}
        notice={notice}
        pausedUntilMs={pausedUntilMs}
        onUsePasskey={() => void signInWithPasskey()}
        passkeyBusy={passkeySignIn.isPending}
        onSubmit={async (values) => {
          notice.clear();
          try {
            await login.mutateAsync(values);
            setPausedUntilMs(null);
          } catch (error) {
            const challenge = secondFactorChallengeOf(error);
            if (challenge) {
              setPausedUntilMs(null);
              setPending({ ...challenge, ...values, signedIn: null });
              return;
            }
            setPausedUntilMs(pausedUntilOf(error));
            const message = loginFailureMessage(error);
            notice.show({ tone: 'error', message });
            // The server has just e-mailed a fresh code (spec 1 §2: the modal is used from login).
            const unverifiedChallenge = unverifiedEmailChallengeOf(error);
            if (unverifiedChallenge)
              unverifiedCode.start(
                { email: values.email, rememberMe: values.rememberMe },
                unverifiedChallenge,
                { tone: 'warning', message },
              );
            return;
          }
          toDashboard();
        }}
      />
      {unverified && (
        <LazyVerifyEmailDialog
          key={unverified.email}
          open
          email={unverified.email}
          sent={unverified.sent}
          unexpectedErrorMessage={signupMessages.authenticationFailed}
          onCancel={unverifiedCode.close}
          onVerified={() => {
            // Spec 1 §4 sign in: the e-mail is remembered or forgotten per the checkbox.
            session.rememberEmail(unverified.rememberMe ? unverified.email : null);
            toDashboard();
          }}
        />
      )}
    </>
  );
}
