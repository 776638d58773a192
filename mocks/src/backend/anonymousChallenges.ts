// Issue 40: a usernameless passkey sign-in's challenge is derived from its id under the server's secret, so asking
// for one stores nothing (4,000 anonymous calls had grown the state by 600 KB). Only a used one is kept, to refuse
// it a second time, and only until it would have expired anyway.
import type { BackendContext } from './context';
import { base64UrlEncode, randomHex } from './randomValues';
import type { WebAuthnChallengeRecord } from './state';

const ID_PATTERN = /^s([0-9a-z]{1,11})\.[0-9a-f]{24}$/;

/** A new challenge, valid for `ttlMs`; its id (at most 37 characters) carries its expiry. */
export function newSignInChallenge(ctx: BackendContext, ttlMs: number) {
  const id = `s${(ctx.now() + ttlMs).toString(36)}.${randomHex(12)}`;
  return { id, challenge: challengeOf(ctx, id) };
}

/** The text the authenticator signs (what the options carry, as @simplewebauthn encodes a string challenge). */
const challengeOf = (ctx: BackendContext, id: string) => ctx.keyedHash(`webauthn-sign-in:${id}`);

export const isSignInChallengeId = (id: unknown): id is string =>
  typeof id === 'string' && ID_PATTERN.test(id);

/**
 * The challenge an id stands for, or null when it has expired or was used. An id the server never handed out
 * stands for a challenge nobody was told, so no assertion can match it.
 */
export function readSignInChallenge(
  ctx: BackendContext,
  id: string,
  ttlMs: number,
): WebAuthnChallengeRecord | null {
  const expiresAt = Number.parseInt(ID_PATTERN.exec(id)?.[1] ?? '', 36);
  const now = ctx.now();
  if (!(expiresAt > now) || expiresAt > now + ttlMs) return null;
  if (ctx.state.spentSignInChallenges?.[id] !== undefined) return null;
  return {
    purpose: 'login',
    challenge: base64UrlEncode(challengeOf(ctx, id)),
    userId: null,
    expiresAt,
  };
}

/** Marks a challenge used (after a sign-in it verified), forgetting those past their expiry. */
export function spendSignInChallenge(ctx: BackendContext, id: string, expiresAt: number): void {
  const spent = (ctx.state.spentSignInChallenges ??= {});
  const now = ctx.now();
  for (const [key, until] of Object.entries(spent)) if (until <= now) delete spent[key];
  spent[id] = expiresAt;
}
