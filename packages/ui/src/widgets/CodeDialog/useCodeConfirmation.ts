import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useClock, type Clock } from '../../clock';
import { useNotice, type Notice, type NoticeAutoHide } from '../LiveNotice';
import { bannerAutoHideMs } from '../Banner';
import {
  closedCode,
  codeConfirmationReducer,
  emailedCode,
  type CodeConfirmationState,
  type CodeMethod,
  type CodeRefusal,
  type CodeTimes,
} from './codeConfirmation';
import type { CodeVerifyAnswer } from './CodeDialogView';

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
  | { kind: 'sent'; times?: CodeTimes; notice: Notice }
  /** `retryAfterMs`: the server's 429 retry_after, which moves the countdown. */
  | { kind: 'failed'; notice: Notice; retryAfterMs?: number | null };

/** The code that was sent when the dialog opened. */
export interface CodeSent {
  /**
   * When it went out by the client's clock, for D1's defaults (now, when `times` are given). Without
   * either, the code was sent earlier and its times are unknown.
   */
  at?: number;
  /** The server's expiry and resend times, where it gave them. */
  times?: CodeTimes;
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
 * Opened for a code sent just now (its times, or D1's defaults), or for one sent earlier whose times are
 * unknown (a pending withdrawal opened from its list): no expiry shown, Resend Code at once.
 */
function openingState({
  sent,
  now,
}: {
  sent: CodeSent | undefined;
  now: Clock;
}): CodeConfirmationState {
  if (!sent || (sent.at === undefined && sent.times === undefined))
    return { ...closedCode, phase: 'waiting' };
  return codeConfirmationReducer(closedCode, {
    type: 'sent',
    at: sent.at ?? now(),
    times: sent.times,
  });
}

/** The dialog's notices: a success hides after 3 s, a warning or error after 5 s (spec 1 §9, spec 2 §9). */
export const codeNoticeAutoHide: NoticeAutoHide = {
  success: bannerAutoHideMs.success,
  warning: bannerAutoHideMs.error,
  error: bannerAutoHideMs.error,
};

/**
 * D1: one code-confirmed action, from the code sent to confirmed. Owns the states every flow shares
 * (waiting, checking, refused, resend cooldown, resent), the code's times (the server's, else 10 min and
 * 60 s) and the dialog's notice with its auto-hide. It never fetches: `verify` and `resend` are the screen's.
 * Mounted while the dialog is open; answers that arrive after it closed change nothing.
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
      dispatch({ type: 'check' });
      notice.clear();
      const answer = await verify(otp);
      if (!mounted.current) return;
      switch (answer.kind) {
        case 'confirmed':
          dispatch({ type: 'confirmed' });
          return;
        case 'ended':
          dispatch({ type: 'close' });
          return;
        case 'refused':
          dispatch({ type: 'refused', refusal: answer.refusal });
          return { fieldErrors: { code: answer.message } };
        case 'failed':
          dispatch({ type: 'checkFailed' });
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
      if (answer.kind === 'sent') dispatch({ type: 'resent', at: clock(), times: answer.times });
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
