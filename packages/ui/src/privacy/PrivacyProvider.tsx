import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { fixedPrivacyMode, type PrivacyMode } from './privacyMode';

const PrivacyContext = createContext<PrivacyMode>(fixedPrivacyMode(false));

/** Hands the app's privacy store (or a story's fixed one) to everything below. */
export function PrivacyProvider({ mode, children }: { mode: PrivacyMode; children: ReactNode }) {
  return <PrivacyContext.Provider value={mode}>{children}</PrivacyContext.Provider>;
}

/** The store: for the toggle and the shortcut. */
export function usePrivacyMode(): PrivacyMode {
  return useContext(PrivacyContext);
}

/** True while the user's own amounts are hidden; re-renders when that changes (in any tab). */
export function useAmountsHidden(): boolean {
  const mode = useContext(PrivacyContext);
  return useSyncExternalStore(mode.subscribe, mode.hidden, mode.hidden);
}
