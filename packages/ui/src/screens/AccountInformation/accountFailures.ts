import { failureOf } from '@tp/api';
import { i18n } from '@tp/i18n';
import { httpErrors } from '@tp/messages';
import { accountInformationTexts } from './accountInformationTexts';

/** A failed sign-out: the session had already ended (404), or a message for its place in the list. */
export type SignOutFailure = { gone: true } | { gone: false; message: string };

/** The spec §8 message of a failure, after what was not done. */
function reasonOf(error: unknown): string {
  return failureOf(error).message ?? httpErrors.fallback;
}

/** DELETE /auth/sessions/{id}/: a 404 means the session ended elsewhere, anything else keeps it listed. */
export function signOutFailureOf(error: unknown): SignOutFailure {
  if (failureOf(error).status === 404) return { gone: true };
  return { gone: false, message: i18n._(accountInformationTexts.signOutFailed(reasonOf(error))) };
}

/** POST /auth/sessions/revoke-others/: what was not done, then the spec §8 message. */
export function signOutOthersFailureOf(error: unknown): string {
  return i18n._(accountInformationTexts.signOutOthersFailed(reasonOf(error)));
}

/** Refresh Data or Refresh Activity failed with data on screen: what was not done, then the §8 message. */
export function refreshFailureOf(error: unknown, what: 'data' | 'activity'): string {
  return i18n._(
    what === 'data'
      ? accountInformationTexts.refreshFailed(reasonOf(error))
      : accountInformationTexts.activityRefreshFailed(reasonOf(error)),
  );
}
