import { call } from '../http/call';
import { writeStoredProfile } from '../session/storedProfile';
import type { ApiClients } from '../client';

/** Keeps the local copy of the profile that the display name reads; the name falls back to the username without it. */
export async function storeProfileForDisplayName({ api, session }: ApiClients): Promise<void> {
  try {
    const profile = await call(api.GET('/auth/profile/'));
    writeStoredProfile(session, {
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email,
      language: profile.language,
    });
  } catch {
    writeStoredProfile(session, null);
  }
}
