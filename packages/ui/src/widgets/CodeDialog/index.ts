export {
  CodeDialogView,
  type CodeDialogViewProps,
  type CodeDialogNotice,
  type CodeField,
  type CodeVerifyAnswer,
} from './CodeDialogView';
export { CODE_LENGTH, sanitizeCode, validateCode } from './sanitizeCode';
export {
  CODE_LIFETIME_MS,
  RESEND_COOLDOWN_MS,
  formatCodeTime,
  secondsUntil,
  useNowUntil,
} from './codeTiming';
