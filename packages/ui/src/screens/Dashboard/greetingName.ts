import { t } from '@lingui/core/macro';
import type { StoredProfile } from '@tp/api';

/** Spec 2 §2 Dashboard: the stored profile's first name, else the username, else "User". */
export function greetingName(profile: StoredProfile | null, username: string | null): string {
  return profile?.firstName?.trim() || username?.trim() || t`User`;
}
