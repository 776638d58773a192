export { RegisterScreen } from './RegisterScreen';
export { RegisterView, type RegisterViewProps, type RegisterServerErrors } from './RegisterView';
export {
  validateRegister,
  validatePasswordPair,
  isEmailShaped,
  isValidPhone,
  registerFields,
  MIN_PASSWORD_LENGTH,
  type RegisterValues,
  type RegisterField,
  type RegisterServerField,
  type RegisterErrors,
} from './validateRegister';
export { serverFieldErrors } from './serverFieldErrors';
