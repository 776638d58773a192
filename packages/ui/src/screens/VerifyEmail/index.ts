export { VerifyEmailDialog, type VerifyEmailDialogProps } from './VerifyEmailDialog';
export { VerifyEmailView, type VerifyEmailViewProps } from './VerifyEmailView';
export { CodeDialogView, type CodeDialogViewProps, type CodeDialogNotice } from './CodeDialogView';
export { CODE_LENGTH, sanitizeCode, validateCode } from './sanitizeCode';
