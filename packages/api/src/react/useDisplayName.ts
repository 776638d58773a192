import { displayName, parseStoredProfile } from '../session/storedProfile';
import { useSession } from './ApiProvider';

/** The signed-in user's display name; follows `userProfile` changes in this tab and in others. */
export function useDisplayName(): string {
  const { username, profileJson } = useSession();
  return displayName(parseStoredProfile(profileJson), username);
}
