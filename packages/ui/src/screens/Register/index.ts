export { RegisterScreen } from './RegisterScreen';
export { RegisterView, type RegisterViewProps, type RegisterServerErrors } from './RegisterView';
export {
  validateRegister,
  registerFields,
  type RegisterValues,
  type RegisterField,
  type RegisterServerField,
  type RegisterErrors,
} from './validateRegister';
export { serverFieldErrors } from './serverFieldErrors';
