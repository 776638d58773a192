export {
  createPrivacyMode,
  fixedPrivacyMode,
  isPrivacyShortcut,
  privacyModeKey,
  privacyShortcut,
} from './privacyMode';
export type { PrivacyMode } from './privacyMode';
export { amountMask } from './mask';
export { markOwnAmount } from './ownAmountMarks';
export { PrivacyProvider, usePrivacyMode, useAmountsHidden } from './PrivacyProvider';
export { useOwnAmounts, useHiddenAmountName } from './ownAmounts';
export { HiddenAmount, MaskedText } from './HiddenAmount';
