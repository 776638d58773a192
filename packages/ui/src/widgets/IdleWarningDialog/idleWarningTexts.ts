// Texts of the idle warning (D15); none of them is a spec text.
export const idleWarningTexts = {
  title: 'Are you still there?',
  description:
    'You have not used the site for a while. To keep your account safe, you will be signed out when the time runs out.',
  timeLeft: 'Time left',
  staySignedIn: 'Stay signed in',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
} as const;

/**
 * What the polite live region says while `secondsLeft` remain: it changes only when the count passes 30
 * and 10 seconds, so a screen reader hears it three times in the minute, not sixty.
 */
export function announcementOf(secondsLeft: number): string {
  if (secondsLeft > 30) return 'You will be signed out in about a minute.';
  if (secondsLeft > 10) return 'You will be signed out in about 30 seconds.';
  return 'You will be signed out in about 10 seconds.';
}

/** A countdown as m:ss ("1:00", "0:09"); never below 0:00. */
export function formatCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
