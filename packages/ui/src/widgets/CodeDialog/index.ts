export { type CodeDialogNotice } from './CodeForm';
export { CodeDialog } from './CodeDialog';
export { type CodeCheck, type CodeResend, type CodeSent } from './useCodeConfirmation';
export { type CodeRefusal } from './codeConfirmation';
export { useCodeChallenge } from './useCodeChallenge';
export { LazyCodeDialog } from './LazyCodeDialog';
export { useNowUntil } from './codeTiming';
