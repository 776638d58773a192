import { SessionStore, type KeyValueStorage } from './sessionStore';

/** The local copy of the profile (DECISIONS D4): only for the display name, the language and cross-tab updates. */
export interface StoredProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** The profile's language ("Spanish"): the signed-in product's language (DECISIONS D18), in every tab. */
  language?: string;
}

export function parseStoredProfile(raw: string | null): StoredProfile | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredProfile) : null;
  } catch {
    return null;
  }
}

/** The stored profile of whoever is signed in, read once (before React starts: the first render's language). */
export function signedInProfile(storage: KeyValueStorage): StoredProfile | null {
  const { isAuthenticated, profileJson } = new SessionStore(storage, null).getSnapshot();
  return isAuthenticated ? parseStoredProfile(profileJson) : null;
}

export function writeStoredProfile(session: SessionStore, profile: StoredProfile | null): void {
  session.setProfileJson(profile ? JSON.stringify(profile) : null);
}

/** Spec 1 §2: first plus last name, else the username, else "User". */
export function displayName(profile: StoredProfile | null, username: string | null): string {
  const fullName = [profile?.firstName, profile?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || username?.trim() || 'User';
}
