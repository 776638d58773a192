import { parseStoredProfile, useSession } from '@tp/api';
import { greetingName } from './greetingName';

/** The dashboard's greeting name; like the drawer's display name it follows `userProfile` across tabs. */
export function useGreetingName(): string {
  const { username, profileJson } = useSession();
  return greetingName(parseStoredProfile(profileJson), username);
}
