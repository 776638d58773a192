export { CodeDialogView, type CodeDialogViewProps, type CodeDialogNotice } from './CodeDialogView';
export { CODE_LENGTH, sanitizeCode, validateCode } from './sanitizeCode';
