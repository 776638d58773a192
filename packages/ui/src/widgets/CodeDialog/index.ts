export {
  CodeDialogView,
  type CodeDialogViewProps,
  type CodeDialogNotice,
  type CodeField,
  type CodeVerifyAnswer,
} from './CodeDialogView';
export { CODE_LENGTH, sanitizeCode, validateCode } from './sanitizeCode';
