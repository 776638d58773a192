export { PackagesScreen } from './PackagesScreen';
export { PackagesView, type PackagesViewProps } from './PackagesView';
export { PackageTierCard, type PackageTierCardProps } from './PackageTierCard';
export {
  SubscribeDialog,
  type SubscribeDialogProps,
  type SubscribeFailure,
} from './SubscribeDialog';
export { PackagesFaq } from './PackagesFaq';
export { insufficientBalanceMessage, packageShortfall } from './packageShortfall';
export { subscribeFailures } from './subscribeFailures';
export { subscriptionNotice, type SubscriptionNotice } from './subscriptionNotice';
export { SubscribedDialog, type Subscribed, type SubscribedDialogProps } from './SubscribedDialog';
