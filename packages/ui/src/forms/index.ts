export { useForm, type FieldErrors, type SubmitResult, type UseForm } from './useForm';
export { isEmailShaped, normalizeEmail } from './rules/email';
export { isValidPhone } from './rules/phone';
export { MIN_PASSWORD_LENGTH, validatePasswordPair } from './rules/password';
export {
  centsOfDollars,
  decimalOfCents,
  dollarsOfCents,
  isLessThan,
  isMoreThan,
  moneyCents,
  readMoney,
} from './rules/money';
