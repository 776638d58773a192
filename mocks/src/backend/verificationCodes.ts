// DECISIONS D1 / OWASP ASVS 6.5-6.6: 6 secure random digits, stored hashed, single use, bound to what they
// confirm, 10-minute expiry, 5 wrong tries burn the code, one send per minute. D15: at most 5 codes sent to
// an address an hour (sign-up and reset codes, which anyone can ask for) and 20 wrong tries per address a day, across codes.
import { codeCheckMessages } from '@tp/messages';
import { ApiError, type ErrorBody } from './apiError';
import { DAY, HOUR, MINUTE } from './clock';
import { countEvent, secondsUntilAllowed } from './throttle';
import { isoAt, type BackendContext } from './context';
import { constantTimeEqual, randomDigits, randomHex } from './randomValues';
import { serverTexts } from './serverTexts';
import type { CodePurpose, CodeRecord } from './state';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * MINUTE;
export const RESEND_COOLDOWN_MS = MINUTE;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_SENT_PER_HOUR = 5;
export const MAX_WRONG_CODES_PER_DAY = 20;

/** Codes anyone may ask for by typing an address; a signed-in user's codes are gated by the session. */
const anonymousPurposes: ReadonlySet<CodePurpose> = new Set(['signup', 'forgot_password']);
const sentKey = (address: string) => `codes-sent:${address}`;
const wrongKey = (address: string) => `codes-wrong:${address}`;

/**
 * Issue 24: forgets what no longer matters, so calls without a session cannot grow the state without bound:
 * send times past the resend cooldown and codes past their expiry.
 */
export function pruneCodeState(ctx: BackendContext): void {
  const now = ctx.now();
  for (const [key, sentAt] of Object.entries(ctx.state.codeSentAt)) {
    if (sentAt + RESEND_COOLDOWN_MS <= now) delete ctx.state.codeSentAt[key];
  }
  for (const [key, code] of Object.entries(ctx.state.codes)) {
    if (code.expiresAt <= now) delete ctx.state.codes[key];
  }
  // No throttle counts over more than a day.
  for (const [key, times] of Object.entries(ctx.state.throttle)) {
    if ((times.at(-1) ?? 0) + DAY <= now) delete ctx.state.throttle[key];
  }
}

/** D15: counts a send to `address` (a real one or one pretended for an unknown address), or refuses with 429. */
export function countCodeSend(ctx: BackendContext, address: string): void {
  pruneCodeState(ctx);
  const wait = secondsUntilAllowed(ctx, sentKey(address), HOUR, MAX_CODES_SENT_PER_HOUR);
  if (wait > 0)
    throw new ApiError(429, { detail: serverTexts.tooManyCodesSent, retry_after: wait });
  countEvent(ctx, sentKey(address), HOUR);
}

function assertGuessesLeft(ctx: BackendContext, address: string): void {
  const wait = secondsUntilAllowed(ctx, wrongKey(address), DAY, MAX_WRONG_CODES_PER_DAY);
  if (wait > 0)
    throw new ApiError(429, { detail: serverTexts.tooManyWrongCodes, retry_after: wait });
}

export function codeKey(purpose: CodePurpose, subject: string): string {
  return `${purpose}:${subject}`;
}

/**
 * Issue 24: an HMAC under the server's secret, not a bare hash: a million 6-digit candidates against a
 * plain SHA-256 take a second, so a copy of the state would give every pending code away.
 */
function codeHash(
  ctx: BackendContext,
  record: Pick<CodeRecord, 'salt' | 'purpose' | 'subject' | 'binding'>,
  code: string,
): string {
  return ctx.keyedHash(
    `code|${record.salt}|${record.purpose}|${record.subject}|${record.binding}|${code}`,
  );
}

/** Throws 429 with retry_after when a code for this purpose + subject went out less than a minute ago. */
export function assertResendAllowed(
  ctx: BackendContext,
  purpose: CodePurpose,
  subject: string,
  extra: ErrorBody = {},
): void {
  const sentAt = ctx.state.codeSentAt[codeKey(purpose, subject)];
  if (sentAt === undefined) return;
  const waitMs = sentAt + RESEND_COOLDOWN_MS - ctx.now();
  if (waitMs > 0) {
    throw new ApiError(429, {
      detail: serverTexts.resendCooldown,
      retry_after: Math.ceil(waitMs / 1000),
      ...extra,
    });
  }
}

export function isInCooldown(ctx: BackendContext, purpose: CodePurpose, subject: string): boolean {
  const sentAt = ctx.state.codeSentAt[codeKey(purpose, subject)];
  return sentAt !== undefined && ctx.now() < sentAt + RESEND_COOLDOWN_MS;
}

/** D1: what every code-sent answer carries, from the server's clock (ISO date-times). */
export interface CodeTimes {
  /** The server's clock when it answered: clients count down from the differences, whatever their own clock says. */
  server_time: string;
  expires_at: string;
  resend_available_at: string;
}

/** The times of a code sent at `sentAt` (ms): it expires 10 minutes later; the next send waits a minute. */
export function codeTimesAt(sentAt: number, now = sentAt): CodeTimes {
  return {
    server_time: isoAt(now),
    expires_at: isoAt(sentAt + CODE_TTL_MS),
    resend_available_at: isoAt(sentAt + RESEND_COOLDOWN_MS),
  };
}

/** The times of the last send for this purpose + subject (real or pretended), or of one sent now. */
export function codeTimesOf(ctx: BackendContext, purpose: CodePurpose, subject: string): CodeTimes {
  const now = ctx.now();
  return codeTimesAt(ctx.state.codeSentAt[codeKey(purpose, subject)] ?? now, now);
}

export interface IssueCodeInput {
  purpose: CodePurpose;
  subject: string;
  binding: string;
  payload?: unknown;
  /** `link`: a notice's one-time This wasn't me link, for codes that confirm a new destination (D16). */
  mail: { to: string; subject: string; body: (code: string) => string; link?: string };
}

/** Issues a fresh code (replacing any earlier one for the same purpose + subject) and e-mails it. No cooldown check. */
export async function issueCode(ctx: BackendContext, input: IssueCodeInput): Promise<CodeTimes> {
  if (anonymousPurposes.has(input.purpose)) countCodeSend(ctx, input.mail.to);
  const code = randomDigits(CODE_LENGTH);
  const now = ctx.now();
  const draft = {
    purpose: input.purpose,
    subject: input.subject,
    binding: input.binding,
    salt: randomHex(16),
  };
  const hash = codeHash(ctx, draft, code);
  const key = codeKey(input.purpose, input.subject);
  ctx.state.codes[key] = {
    ...draft,
    hash,
    issuedAt: now,
    expiresAt: now + CODE_TTL_MS,
    attempts: 0,
    burnt: false,
    verified: false,
    payload: input.payload ?? null,
    address: input.mail.to,
  };
  ctx.state.codeSentAt[key] = now;
  ctx.sendMail({
    to: input.mail.to,
    subject: input.mail.subject,
    body: input.mail.body(code),
    code,
    purpose: input.purpose,
    ...(input.mail.link === undefined ? {} : { link: input.mail.link }),
  });
  return codeTimesAt(now);
}

export interface CheckCodeInput {
  purpose: CodePurpose;
  subject: string;
  /** When given, the code must have been issued for exactly this binding. */
  binding?: string;
  otp: string;
  /** consume: single use; verify: mark verified and keep (forgot password); consumeVerified: the reset after a verify. */
  mode: 'consume' | 'verify' | 'consumeVerified';
  /** Extra fields on every refusal (forgot password adds redirect_to_login). */
  errorExtra?: { incorrect?: ErrorBody; expired?: ErrorBody; tooMany?: ErrorBody };
}

/** Checks a code; returns its record on success, throws 400 (incorrect), 410 (expired) or 429 (burnt). */
export async function checkCode(ctx: BackendContext, input: CheckCodeInput): Promise<CodeRecord> {
  const key = codeKey(input.purpose, input.subject);
  const incorrect = () =>
    new ApiError(400, { detail: codeCheckMessages.incorrect, ...input.errorExtra?.incorrect });
  const tooMany = () =>
    new ApiError(429, { detail: serverTexts.tooManyAttempts, ...input.errorExtra?.tooMany });
  const found = ctx.state.codes[key];
  if (!found) throw incorrect();
  if (found.burnt) throw tooMany();
  assertGuessesLeft(ctx, found.address);
  if (ctx.now() >= found.expiresAt) {
    throw new ApiError(410, {
      detail: codeCheckMessages.expired,
      code: 'code_expired',
      ...input.errorExtra?.expired,
    });
  }
  // Every try counts, and the cap holds, before the hash: tries sent at once cannot all pass the
  // check (the 6th try is refused even if right). The hash is synchronous, so nothing runs between.
  found.attempts += 1;
  if (found.attempts > MAX_CODE_ATTEMPTS) {
    found.burnt = true;
    throw tooMany();
  }
  const record = found;
  const candidate = codeHash(ctx, record, input.otp);
  const matches = /^\d{6}$/.test(input.otp) && constantTimeEqual(candidate, record.hash);
  if (!matches || (input.binding !== undefined && input.binding !== record.binding)) {
    countEvent(ctx, wrongKey(record.address), DAY);
    if (record.attempts >= MAX_CODE_ATTEMPTS) {
      record.burnt = true;
      throw tooMany();
    }
    throw incorrect();
  }
  if (input.mode === 'consumeVerified' && !record.verified) throw incorrect();
  if (input.mode === 'verify') {
    record.verified = true;
  } else {
    delete ctx.state.codes[key];
  }
  return record;
}

export function discardCode(ctx: BackendContext, purpose: CodePurpose, subject: string): void {
  delete ctx.state.codes[codeKey(purpose, subject)];
}
