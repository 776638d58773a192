import { useState } from 'react';
import type { CodeChallenge } from '@tp/api';
import { useClock } from '../../clock';
import type { Notice } from '../LiveNotice';
import type { CodeSent } from './useCodeConfirmation';

/** What a code waits to confirm (a withdrawal, a new address, a sign-up) and the code as it was sent. */
export interface PendingCodeChallenge<S> {
  subject: S;
  sent: CodeSent;
}

export interface CodeChallengeControl<S> {
  /** The code the dialog asks for; null while no code waits. */
  pending: PendingCodeChallenge<S> | null;
  /** A code just went out for `subject` (the server's answer, received now): the dialog opens with its times. */
  start: (subject: S, challenge: CodeChallenge, notice?: Notice | null) => void;
  /** A code sent earlier for `subject`, its times unknown (a pending withdrawal opened from its list). */
  reopen: (subject: S) => void;
  close: () => void;
  /** The dialog's `sent` for a code just received, where the flow keeps its own state (Profile Settings). */
  sentOf: (challenge: CodeChallenge, notice?: Notice | null) => CodeSent;
}

/**
 * D1: a screen's code challenge, from the answer that sent the code to the dialog that confirms it. It stamps
 * the answer with this device's clock (the dialog counts from it) and opens with `emailFailed` when the server
 * could not send the e-mail, else with the screen's `notice`.
 */
export function useCodeChallenge<S = never>(
  emailFailed: Notice | null = null,
): CodeChallengeControl<S> {
  const clock = useClock();
  const [pending, setPending] = useState<PendingCodeChallenge<S> | null>(null);
  const sentOf = (challenge: CodeChallenge, notice: Notice | null = null): CodeSent => ({
    challenge,
    at: clock(),
    notice: challenge.emailSent ? notice : (emailFailed ?? notice),
  });
  return {
    pending,
    start: (subject, challenge, notice) => setPending({ subject, sent: sentOf(challenge, notice) }),
    reopen: (subject) => setPending({ subject, sent: {} }),
    close: () => setPending(null),
    sentOf,
  };
}
