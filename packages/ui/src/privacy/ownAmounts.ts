import { useLingui } from '@tp/i18n';
import { formatUsd, type FormatUsdOptions } from '../format';
import { amountMask, hiddenAmountMessage } from './mask';
import { useAmountsHidden } from './PrivacyProvider';

export interface OwnAmounts {
  hidden: boolean;
  /** The user's own amount as text: formatted, or the mask while hidden. */
  usd: (amount: number, options?: FormatUsdOptions) => string;
  /** The same for text only assistive technology reads (a chart's summary, a slider's value): "hidden". */
  spokenUsd: (amount: number, options?: FormatUsdOptions) => string;
}

/** Writers of the user's own amounts into texts, following privacy mode (D17). */
export function useOwnAmounts(): OwnAmounts {
  const { i18n } = useLingui();
  return ownAmounts(useAmountsHidden(), i18n._(hiddenAmountMessage));
}

/** `useOwnAmounts` outside React: for a text built from a known state; `spoken` is "hidden" in the user's language. */
export function ownAmounts(hidden: boolean, spoken: string): OwnAmounts {
  return {
    hidden,
    usd: hidden ? () => amountMask : formatUsd,
    spokenUsd: hidden ? () => spoken : formatUsd,
  };
}

/** "hidden" in the user's language: what a chart's value text says for a hidden amount. */
export function useHiddenAmountName(): string {
  const { i18n } = useLingui();
  return i18n._(hiddenAmountMessage);
}
