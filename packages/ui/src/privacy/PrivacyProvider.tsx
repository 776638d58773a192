import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { formatUsd, type FormatUsdOptions } from '../format';
import { amountMask, hiddenAmountName } from './mask';
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

export interface OwnAmounts {
  hidden: boolean;
  /** The user's own amount as text: formatted, or the mask while hidden. */
  usd: (amount: number, options?: FormatUsdOptions) => string;
  /** The same for text only assistive technology reads (a chart's summary, a slider's value): "hidden". */
  spokenUsd: (amount: number, options?: FormatUsdOptions) => string;
}

/** Writers of the user's own amounts into texts, following privacy mode (D17). */
export function useOwnAmounts(): OwnAmounts {
  return ownAmounts(useAmountsHidden());
}

/** `useOwnAmounts` outside React: for a text built from a known state. */
export function ownAmounts(hidden: boolean): OwnAmounts {
  return {
    hidden,
    usd: hidden ? () => amountMask : formatUsd,
    spokenUsd: hidden ? () => hiddenAmountName : formatUsd,
  };
}
