export { AccountInformationScreen } from './AccountInformationScreen';
export { AccountInformationView, type AccountInformationViewProps } from './AccountInformationView';
export {
  AccountActivity,
  ACCOUNT_ACTIVITY_LIMIT,
  type AccountActivityProps,
} from './AccountActivity';
export { ActiveSessions, type ActiveSessionsProps } from './ActiveSessions';
export { ProfileDetails, type ProfileDetailsProps } from './ProfileDetails';
export { SignOutDialog, type SignOutConfirmation, type SignOutDialogProps } from './SignOutDialog';
export {
  accountInformationTexts,
  activityColumnLabels,
  profileFieldLabels,
  sessionFieldLabels,
  type NamedSession,
} from './accountInformationTexts';
export { profileFields, type ProfileField, type ProfileFieldId } from './profileFields';
export { formatCalendarDate, formatDateTime } from './formatAccountDate';
export {
  idleSignOut,
  signOutOf,
  signOutsReducer,
  type SessionSignOuts,
  type SignOutEvent,
  type SignOutState,
} from './sessionSignOuts';
export {
  refreshFailureOf,
  signOutFailureOf,
  signOutOthersFailureOf,
  type SignOutFailure,
} from './accountFailures';
