// D16's parts of the Withdraw page that load after its first paint, in one chunk (scripts/check-bundle.mjs): the
// Address book, the form's saved-destination picker, the hold notice, what a refused withdrawal says, and the
// step-up gate (a new address needs one).
export { AddressBookPanel } from './AddressBookPanel';
export { DestinationPicker } from './DestinationPicker';
export { withdrawalRefusalNotice } from './withdrawalRefusalNotice';
export { WithdrawalHoldBanner } from '../shared/WithdrawalHold/WithdrawalHoldNotice';
export { StepUpGateHost } from '../shared/StepUp/StepUpGateHost';
