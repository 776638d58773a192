export {
  CodeDialogView,
  type CodeDialogViewProps,
  type CodeDialogNotice,
  type CodeField,
  type CodeVerifyAnswer,
} from './CodeDialogView';
export { CODE_LENGTH, sanitizeCode, validateCode } from './sanitizeCode';
export { CODE_LIFETIME_MS, RESEND_COOLDOWN_MS, secondsUntil, useNowUntil } from './codeTiming';
export { CodeDialog, type CodeDialogProps } from './CodeDialog';
export {
  useCodeConfirmation,
  codeNoticeAutoHide,
  type CodeCheck,
  type CodeResend,
  type CodeSent,
  type CodeConfirmation,
  type CodeConfirmationOptions,
} from './useCodeConfirmation';
export {
  codeConfirmationReducer,
  codeTimesOf,
  closedCode,
  emailedCode,
  type CodeConfirmationEvent,
  type CodeConfirmationState,
  type CodeMethod,
  type CodeRefusal,
  type CodeTimes,
} from './codeConfirmation';
