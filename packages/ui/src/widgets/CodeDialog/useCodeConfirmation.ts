import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CodeChallenge } from '@tp/api';
import { useClock, type Clock } from '../../clock';
import { useNotice, type Notice, type NoticeAutoHide } from '../LiveNotice';
import { bannerAutoHideMs } from '../Banner';
import {
  codeConfirmationReducer,
  emailedCode,
  openedCode,
  type CodeConfirmationState,
  type CodeMethod,
  type CodeRefusal,
} from './codeConfirmation';
import { deadlinesOf, unknownDeadlines } from './codeTiming';
import type { CodeVerifyAnswer } from './CodeForm';

/** What the screen's check of a code answers (the screen calls the API and maps its failures). */
export type CodeCheck =
  | { kind: 'confirmed' }
  /** Wrong, expired or burnt: the message goes under the field, which keeps what was typed. */
  | { kind: 'refused'; refusal: CodeRefusal; message: string }
  /** The check failed for another reason (server, network): said above the field; try again. */
  | { kind: 'failed'; message: string }
  /** The screen ended the flow itself (an expired withdrawal said beside its form, a redirect): the dialog closes. */
  | { kind: 'ended' };

/** What the screen's resend answers. */
export type CodeResend =
  | { kind: 'sent'; challenge: CodeChallenge; notice: Notice }
  /** `retryAfterMs`: the server's 429 retry_after, which moves the countdown. */
  | { kind: 'failed'; notice: Notice; retryAfterMs?: number | null };

/** The code that was sent when the dialog opened (`useCodeChallenge` keeps it). */
export interface CodeSent {
  /** The server's answer that sent it; without one the code was sent earlier and its times are unknown. */
  challenge?: CodeChallenge | null;
  /** When that answer arrived, by this device's clock; the dialog's opening when not given. */
  at?: number;
  /** Shown when the dialog opens, e.g. that the code e-mail could not be sent. */
  notice?: Notice | null;
}

export interface CodeConfirmationOptions {
  sent?: CodeSent;
  verify: (otp: string) => Promise<CodeCheck>;
  resend?: () => Promise<CodeResend>;
  method?: CodeMethod;
}

export interface CodeConfirmation {
  state: CodeConfirmationState;
  method: CodeMethod;
  notice: Notice | null;
  hideNotice: () => void;
  /** Checks a code; a refusal comes back for under the field. */
  verify: (otp: string) => Promise<CodeVerifyAnswer>;
  resend: () => void;
}

/**
 * Opened for a code sent just now (the server's times), or for one sent earlier whose times are unknown (a
 * pending withdrawal opened from its list): no expiry shown, Resend Code at once.
 */
function openingState({
  sent,
  now,
}: {
  sent: CodeSent | undefined;
  now: Clock;
}): CodeConfirmationState {
  const challenge = sent?.challenge;
  return openedCode(challenge ? deadlinesOf(challenge, sent?.at ?? now()) : unknownDeadlines);
}

/** The dialog's notices: a success hides after 3 s, a warning or error after 5 s (spec 1 §9, spec 2 §9). */
const codeNoticeAutoHide: NoticeAutoHide = {
  success: bannerAutoHideMs.success,
  warning: bannerAutoHideMs.error,
  error: bannerAutoHideMs.error,
};

/**
 * D1: one code-confirmed action, from the code sent to confirmed. Owns what every flow shares: the code's
 * times (the server's only), the resend and its cooldown, and the dialog's notice with its auto-hide. It never
 * fetches: `verify` and `resend` are the screen's. Mounted while the dialog is open; answers that arrive after
 * it closed change nothing.
 */
export function useCodeConfirmation({
  sent,
  verify,
  resend,
  method = emailedCode,
}: CodeConfirmationOptions): CodeConfirmation {
  const clock = useClock();
  const [state, dispatch] = useReducer(codeConfirmationReducer, { sent, now: clock }, openingState);
  const notice = useNotice(sent?.notice ?? null, codeNoticeAutoHide);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const resending = useRef(false);

  const check = useCallback(
    async (otp: string): Promise<CodeVerifyAnswer> => {
      notice.clear();
      const answer = await verify(otp);
      if (!mounted.current) return;
      switch (answer.kind) {
        case 'confirmed':
        case 'ended':
          return;
        case 'refused':
          return { fieldErrors: { code: answer.message } };
        case 'failed':
          notice.show({ tone: 'error', message: answer.message });
          return;
      }
    },
    [verify, notice],
  );

  const sendAgain = useCallback(() => {
    if (!resend || resending.current) return;
    resending.current = true;
    dispatch({ type: 'resend' });
    notice.clear();
    void resend().then((answer) => {
      resending.current = false;
      if (!mounted.current) return;
      if (answer.kind === 'sent')
        dispatch({ type: 'resent', at: clock(), challenge: answer.challenge });
      else dispatch({ type: 'resendFailed', at: clock(), retryAfterMs: answer.retryAfterMs });
      notice.show(answer.notice);
    });
  }, [resend, notice, clock]);

  return {
    state,
    method,
    notice: notice.notice,
    hideNotice: notice.clear,
    verify: check,
    resend: sendAgain,
  };
}
