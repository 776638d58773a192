export {
  createPrivacyMode,
  fixedPrivacyMode,
  isPrivacyShortcut,
  privacyShortcut,
} from './privacyMode';
export type { PrivacyMode } from './privacyMode';
export { amountMask, hiddenAmountName } from './mask';
export {
  PrivacyProvider,
  usePrivacyMode,
  useAmountsHidden,
  useOwnAmounts,
} from './PrivacyProvider';
export type { OwnAmounts } from './PrivacyProvider';
export { HiddenAmount, MaskedText } from './HiddenAmount';
