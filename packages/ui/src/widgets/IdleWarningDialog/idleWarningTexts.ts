// Texts of the idle warning (D15); none of them is a spec text. Written with `i18n._(…)` (DECISIONS D18).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const idleWarningTexts = {
  title: msg`Are you still there?`,
  description: msg`You have not used the site for a while. To keep your account safe, you will be signed out when the time runs out.`,
  timeLeft: msg`Time left`,
  staySignedIn: msg`Stay signed in`,
  signOut: msg`Sign out`,
  signingOut: msg`Signing out…`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * What the polite live region says while `secondsLeft` remain: it changes only when the count passes 30
 * and 10 seconds, so a screen reader hears it three times in the minute, not sixty.
 */
export function announcementOf(secondsLeft: number): MessageDescriptor {
  if (secondsLeft > 30) return msg`You will be signed out in about a minute.`;
  if (secondsLeft > 10) return msg`You will be signed out in about 30 seconds.`;
  return msg`You will be signed out in about 10 seconds.`;
}

/** A countdown as m:ss ("1:00", "0:09"); never below 0:00. */
export function formatCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
