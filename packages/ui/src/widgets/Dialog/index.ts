export { ConfirmDialog } from './ConfirmDialog';
export { Dialog, DialogClose } from './Dialog';
export { DialogAccessoryContext } from './DialogAccessory';
// Light: a page imports these without the dialog library, which loads when a dialog first opens.
export { lazyDialog } from './lazyDialog';
export { LazyConfirmDialog } from './LazyConfirmDialog';
export { adoptCspNonce } from './cspNonce';
