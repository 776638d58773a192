import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from '../session/sessionStore';
import { displayName, readStoredProfile } from '../session/storedProfile';
import { useApiClients, useSession } from './ApiProvider';

/** The signed-in user's display name; follows `userProfile` changes made in other tabs. */
export function useDisplayName(): string {
  const { session } = useApiClients();
  const { username } = useSession();
  const subscribe = useCallback((onChange: () => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.userProfile || event.key === null) onChange();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const raw = useSyncExternalStore(subscribe, () => session.storage.getItem(storageKeys.userProfile));
  return displayName(raw === null ? null : readStoredProfile(session.storage), username);
}
