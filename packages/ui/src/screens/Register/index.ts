export { RegisterScreen } from './RegisterScreen';
export { RegisterView, type RegisterViewProps } from './RegisterView';
export {
  validateRegister,
  registerFields,
  type RegisterValues,
  type RegisterField,
  type RegisterServerField,
  type RegisterErrors,
} from './validateRegister';
export { signupFailures } from './signupFailures';
