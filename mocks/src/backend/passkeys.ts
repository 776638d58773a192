// D15: passkeys (WebAuthn). Registration and assertions are verified with @simplewebauthn/server, against the
// origins this server serves (never the request's own Origin header, which a phishing page would set).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ApiError, fieldError } from './apiError';
import { recordActivity } from './activity';
import { MINUTE } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { randomHex } from './randomValues';
import {
  isSignInChallengeId,
  newSignInChallenge,
  readSignInChallenge,
  spendSignInChallenge,
} from './anonymousChallenges';
import { newDisownLink } from './noticeLinks';
import { asFields, FieldErrorCollector, requireText } from './requestFields';
import { securityOf, TOTP_ISSUER } from './secondFactor';
import { mailTextsFor } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import type { PasskeyRecord, UserRecord, WebAuthnChallengeRecord } from './state';
import { holdWithdrawals } from './withdrawalHolds';

export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * MINUTE;
export const MAX_PASSKEYS = 10;

/** The origins pages of this product are served from, and so the only ones a passkey may be used on. */
export interface WebAuthnSite {
  origins: readonly string[];
}

function rpIdOf(site: WebAuthnSite): string {
  const first = site.origins[0];
  if (!first) throw new ApiError(400, { detail: serverTexts.passkeysUnavailable });
  return new URL(first).hostname;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function passkeyView(passkey: PasskeyRecord) {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.createdAt,
    last_used_at: passkey.lastUsedAt,
  };
}

/** The account holding the passkey with this credential id, if any. */
function passkeyOwner(ctx: BackendContext, id: string): UserRecord | undefined {
  return ctx.state.users.find((candidate) =>
    securityOf(ctx, candidate).passkeys.some((passkey) => passkey.id === id),
  );
}

export function listPasskeys(ctx: BackendContext, user: UserRecord) {
  return securityOf(ctx, user).passkeys.map(passkeyView);
}

function keepChallenge(ctx: BackendContext, record: WebAuthnChallengeRecord): string {
  const now = ctx.now();
  for (const [key, old] of Object.entries(ctx.state.webAuthnChallenges)) {
    if (old.expiresAt <= now) delete ctx.state.webAuthnChallenges[key];
  }
  const id = randomHex(16);
  ctx.state.webAuthnChallenges[id] = record;
  return id;
}

/** Takes (and so uses up) a challenge of this purpose, or refuses like an expired sign-in. */
function takeChallenge(
  ctx: BackendContext,
  id: unknown,
  purpose: WebAuthnChallengeRecord['purpose'],
): WebAuthnChallengeRecord {
  const record = typeof id === 'string' ? ctx.state.webAuthnChallenges[id] : undefined;
  if (typeof id === 'string') delete ctx.state.webAuthnChallenges[id];
  if (!record || record.purpose !== purpose || record.expiresAt <= ctx.now())
    throw new ApiError(400, { detail: serverTexts.passkeyChallengeExpired });
  return record;
}

function readCredential(fields: Record<string, unknown>): unknown {
  const credential = fields.credential;
  if (credential === null || typeof credential !== 'object' || Array.isArray(credential))
    throw fieldError('credential', serverTexts.fieldRequired);
  return credential;
}

export async function registrationOptions(
  ctx: BackendContext,
  user: UserRecord,
  site: WebAuthnSite,
) {
  const security = securityOf(ctx, user);
  if (security.passkeys.length >= MAX_PASSKEYS)
    throw new ApiError(400, { detail: serverTexts.tooManyPasskeys(MAX_PASSKEYS) });
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: rpIdOf(site),
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: security.passkeys.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = keepChallenge(ctx, {
    purpose: 'register',
    challenge: options.challenge,
    userId: user.id,
    expiresAt: ctx.now() + WEBAUTHN_CHALLENGE_TTL_MS,
  });
  return { challenge_id: challengeId, options: { ...options } };
}

export async function addPasskey(
  ctx: BackendContext,
  user: UserRecord,
  site: WebAuthnSite,
  body: unknown,
) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const name = requireText(fields, 'name', errors);
  errors.throwIfAny();
  const credential = readCredential(fields);
  const challenge = takeChallenge(ctx, fields.challenge_id, 'register');
  if (challenge.userId !== user.id)
    throw new ApiError(400, { detail: serverTexts.passkeyChallengeExpired });
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: [...site.origins],
      expectedRPID: rpIdOf(site),
      requireUserVerification: true,
    });
  } catch {
    throw new ApiError(400, { detail: serverTexts.passkeyNotVerified });
  }
  if (!verification.verified) throw new ApiError(400, { detail: serverTexts.passkeyNotVerified });
  const { credential: verified } = verification.registrationInfo;
  const security = securityOf(ctx, user);
  // D22: a credential id names one passkey of one account; sign-in finds the account by it.
  if (passkeyOwner(ctx, verified.id))
    throw new ApiError(400, { detail: serverTexts.passkeyExists });
  const now = isoAt(ctx.now());
  const passkey: PasskeyRecord = {
    id: verified.id,
    name: (name ?? '').slice(0, 64),
    publicKey: toBase64Url(verified.publicKey),
    counter: verified.counter,
    transports: verified.transports ?? [],
    createdAt: now,
    lastUsedAt: null,
  };
  security.passkeys = [...security.passkeys, passkey];
  recordActivity(ctx, user, activityActions.passkeyAdded);
  const texts = mailTextsFor(user.language);
  ctx.sendMail({
    to: user.email,
    subject: texts.passkeyAddedSubject,
    body: texts.factorAddedBody,
    code: null,
    purpose: 'notice',
    link: newDisownLink(ctx, user),
  });
  return passkeyView(passkey);
}

export function removePasskey(ctx: BackendContext, user: UserRecord, id: string) {
  const security = securityOf(ctx, user);
  const kept = security.passkeys.filter((passkey) => passkey.id !== id);
  if (kept.length === security.passkeys.length)
    throw new ApiError(404, { detail: serverTexts.notFound });
  security.passkeys = kept;
  holdWithdrawals(ctx, security, 'second_factor_removed');
  recordActivity(ctx, user, activityActions.passkeyRemoved);
  const texts = mailTextsFor(user.language);
  ctx.sendMail({
    to: user.email,
    subject: texts.passkeyRemovedSubject,
    body: texts.factorNoticeBody,
    code: null,
    purpose: 'notice',
  });
}

/** Options for a sign-in (any passkey of any account: usernameless) or a step-up (this user's passkeys). */
export async function assertionOptions(
  ctx: BackendContext,
  site: WebAuthnSite,
  purpose: 'login' | 'step_up',
  user: UserRecord | null,
  family?: string,
) {
  const passkeys = user ? securityOf(ctx, user).passkeys : [];
  if (user && passkeys.length === 0) throw new ApiError(400, { detail: serverTexts.noPasskeys });
  // Issue 40: anyone may ask for a sign-in's options, so that challenge is derived, not stored.
  const anonymous = user ? null : newSignInChallenge(ctx, WEBAUTHN_CHALLENGE_TTL_MS);
  const options = await generateAuthenticationOptions({
    ...(anonymous ? { challenge: anonymous.challenge } : {}),
    rpID: rpIdOf(site),
    userVerification: 'required',
    ...(user
      ? {
          allowCredentials: passkeys.map((passkey) => ({
            id: passkey.id,
            transports: passkey.transports,
          })),
        }
      : {}),
  });
  const challengeId =
    anonymous?.id ??
    keepChallenge(ctx, {
      purpose,
      challenge: options.challenge,
      userId: user?.id ?? null,
      family,
      expiresAt: ctx.now() + WEBAUTHN_CHALLENGE_TTL_MS,
    });
  return { challenge_id: challengeId, options: { ...options } };
}

/** A usernameless sign-in's derived challenge (issue 40), or a stored one, used up either way. */
function challengeFor(
  ctx: BackendContext,
  id: unknown,
  purpose: WebAuthnChallengeRecord['purpose'],
): WebAuthnChallengeRecord {
  if (purpose !== 'login' || !isSignInChallengeId(id)) return takeChallenge(ctx, id, purpose);
  const record = readSignInChallenge(ctx, id, WEBAUTHN_CHALLENGE_TTL_MS);
  if (!record) throw new ApiError(400, { detail: serverTexts.passkeyChallengeExpired });
  return record;
}

/** Verifies an assertion; answers the user whose passkey it is (and records its use). */
export async function verifyAssertion(
  ctx: BackendContext,
  site: WebAuthnSite,
  purpose: 'login' | 'step_up',
  body: unknown,
): Promise<{ user: UserRecord; challenge: WebAuthnChallengeRecord }> {
  const fields = asFields(body);
  const credential = readCredential(fields) as AuthenticationResponseJSON;
  const challenge = challengeFor(ctx, fields.challenge_id, purpose);
  const id = typeof credential.id === 'string' ? credential.id : '';
  const owner = passkeyOwner(ctx, id);
  const passkey = owner && securityOf(ctx, owner).passkeys.find((stored) => stored.id === id);
  if (!owner || !passkey || (challenge.userId !== null && challenge.userId !== owner.id))
    throw new ApiError(400, { detail: serverTexts.passkeyNotVerified });
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: [...site.origins],
      expectedRPID: rpIdOf(site),
      credential: {
        id: passkey.id,
        publicKey: fromBase64Url(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: true,
    });
  } catch {
    throw new ApiError(400, { detail: serverTexts.passkeyNotVerified });
  }
  if (!verification.verified) throw new ApiError(400, { detail: serverTexts.passkeyNotVerified });
  if (isSignInChallengeId(fields.challenge_id) && purpose === 'login')
    spendSignInChallenge(ctx, fields.challenge_id, challenge.expiresAt);
  passkey.counter = verification.authenticationInfo.newCounter;
  passkey.lastUsedAt = isoAt(ctx.now());
  return { user: owner, challenge };
}
