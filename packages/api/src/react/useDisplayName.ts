import { useQuery } from '@tanstack/react-query';
import { storeProfileForDisplayName } from '../queries/displayName';
import { displayName, parseStoredProfile } from '../session/storedProfile';
import { useApiClients, useSession } from './ApiProvider';
import { accountScope } from '../queries/accountScope';

/**
 * Sign-in stores the profile for the name; when that was cut short (the page reloaded mid-sign-in, the
 * call failed), the signed-in frame asks for it once, instead of showing the username all session.
 */
function useStoredProfileRefill(): void {
  const clients = useApiClients();
  const { isAuthenticated, profileJson, username } = useSession();
  useQuery({
    queryKey: [...accountScope(username), 'storedProfile', 'refill'],
    queryFn: async () => {
      await storeProfileForDisplayName(clients);
      return true;
    },
    enabled: isAuthenticated && profileJson === null,
    staleTime: Infinity,
    retry: false,
  });
}

/** The signed-in user's profile language ("Spanish"), or null signed out or before the profile is stored (D18). */
export function useProfileLanguage(): string | null {
  const { isAuthenticated, profileJson } = useSession();
  if (!isAuthenticated) return null;
  return parseStoredProfile(profileJson)?.language ?? null;
}

/** The signed-in user's display name; follows `userProfile` changes in this tab and in others. */
export function useDisplayName(): string {
  useStoredProfileRefill();
  const { username, profileJson } = useSession();
  return displayName(parseStoredProfile(profileJson), username);
}
