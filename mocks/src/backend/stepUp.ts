// D15: a sensitive change (e-mail, password with a second factor on, second factors, idle timeout) needs
// the current password, and the second factor when one is on, proven within the last 5 minutes by this
// session. The proof is a token sent back in the `X-Step-Up-Token` header.
import { ApiError, fieldError } from './apiError';
import { MINUTE } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { verifyPassword } from './passwordHashing';
import { randomHex } from './randomValues';
import { digestOf } from './serverSecret';
import { asFields, FieldErrorCollector, requireRaw } from './requestFields';
import { checkSecondFactor, securityOf } from './secondFactor';
import { assertionOptions, verifyAssertion, type WebAuthnSite } from './passkeys';
import { activityActions, serverTexts } from './serverTexts';
import { sessionTrustedDevice } from './deviceIds';
import { reserveCheck } from './signInThrottle';
import type { UserRecord } from './state';

export const STEP_UP_TTL_MS = 5 * MINUTE;

const stepUpRequired = () =>
  new ApiError(403, { detail: serverTexts.stepUpRequired, code: 'step_up_required' });

/** Checks the password (and code) again; wrong ones count as failed sign-ins. */
export async function stepUp(
  ctx: BackendContext,
  user: UserRecord,
  family: string | undefined,
  body: unknown,
) {
  if (family === undefined) throw stepUpRequired();
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const password = requireRaw(fields, 'password', errors);
  const code = typeof fields.authentication_code === 'string' ? fields.authentication_code : '';
  errors.throwIfAny();
  // Issue 40: counted before the hash is awaited, against the device the session signed in from.
  const passwordCheck = reserveCheck(ctx, user, sessionTrustedDevice(ctx, user, family));
  if (!(await verifyPassword(password ?? '', user.password))) {
    passwordCheck.failed(activityActions.failedPasswordCheck);
    throw fieldError('password', serverTexts.passwordIncorrect);
  }
  passwordCheck.passed();
  const security = securityOf(ctx, user);
  // A passkey-only account proves its second factor with a passkey (`stepUpWithPasskey`).
  if (!security.totp && security.passkeys.length > 0)
    throw new ApiError(400, { detail: serverTexts.usePasskeyInstead, code: 'passkey_required' });
  if (security.totp) {
    if (code.trim() === '')
      throw fieldError('authentication_code', serverTexts.secondFactorRequired);
    const codeCheck = reserveCheck(ctx, user, sessionTrustedDevice(ctx, user, family));
    if ((await checkSecondFactor(ctx, user, code)) === null) {
      codeCheck.failed(activityActions.failedSecondFactor);
      throw fieldError('authentication_code', serverTexts.authenticationCodeIncorrect);
    }
    codeCheck.passed();
  }
  return issueProof(ctx, user, family);
}

function issueProof(ctx: BackendContext, user: UserRecord, family: string) {
  const token = randomHex(24);
  const expiresAt = ctx.now() + STEP_UP_TTL_MS;
  for (const [key, record] of Object.entries(ctx.state.stepUps)) {
    if (record.expiresAt <= ctx.now() || record.family === family) delete ctx.state.stepUps[key];
  }
  // Issue 24: kept by its digest; the saved state holds no proof to present.
  ctx.state.stepUps[digestOf(token)] = { userId: user.id, family, expiresAt };
  return { step_up_token: token, server_time: isoAt(ctx.now()), expires_at: isoAt(expiresAt) };
}

/** D15: a passkey answers a step-up on its own (held, and unlocked by the user: user verification). */
export function stepUpPasskeyOptions(
  ctx: BackendContext,
  user: UserRecord,
  family: string | undefined,
  site: WebAuthnSite,
) {
  if (family === undefined) throw stepUpRequired();
  return assertionOptions(ctx, site, 'step_up', user, family);
}

export async function stepUpWithPasskey(
  ctx: BackendContext,
  user: UserRecord,
  family: string | undefined,
  site: WebAuthnSite,
  body: unknown,
) {
  if (family === undefined) throw stepUpRequired();
  // Issue 40: like a passkey sign-in, not paused by failed password checks (a passkey cannot be guessed).
  const { user: owner, challenge } = await verifyAssertion(ctx, site, 'step_up', body);
  if (owner.id !== user.id || challenge.family !== family) throw stepUpRequired();
  return issueProof(ctx, user, family);
}

/** Refuses (403 step_up_required) unless `token` is this session's proof from the last 5 minutes. */
export function requireStepUp(
  ctx: BackendContext,
  user: UserRecord,
  family: string | undefined,
  token: string | null,
): void {
  const record = token ? ctx.state.stepUps[digestOf(token)] : undefined;
  if (
    !record ||
    record.userId !== user.id ||
    family === undefined ||
    record.family !== family ||
    record.expiresAt <= ctx.now()
  )
    throw stepUpRequired();
}
