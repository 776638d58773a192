import { useHydrated } from '../../hydration/useHydrated';
import { parseStoredProfile, useSession } from '@tp/api';
import { greetingName } from './greetingName';

/** The dashboard's greeting name; like the drawer's display name it follows `userProfile` across tabs. */
export function useGreetingName(): string {
  const { username, profileJson } = useSession();
  // Issue 26: the prerendered frame holds no one's name; hydration adopts it nameless, and the name follows at once.
  const hydrated = useHydrated();
  return hydrated ? greetingName(parseStoredProfile(profileJson), username) : '';
}
