export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export {
  ForgotPasswordView,
  type ForgotPasswordViewProps,
  type ForgotPasswordStage,
} from './ForgotPasswordView';
export {
  validateResetEmail,
  validateNewPassword,
  missingOtpMessage,
  type NewPasswordValues,
} from './validateForgotPassword';
