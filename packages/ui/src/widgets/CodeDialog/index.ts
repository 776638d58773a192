export { type CodeDialogNotice } from './CodeDialogView';
export { CODE_LIFETIME_MS, RESEND_COOLDOWN_MS } from './codeTiming';
export { CodeDialog, type CodeDialogProps } from './CodeDialog';
export { type CodeCheck, type CodeResend, type CodeSent } from './useCodeConfirmation';
export { codeTimesOf, type CodeRefusal, type CodeTimes } from './codeConfirmation';
