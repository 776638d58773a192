export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, DialogClose, type DialogProps } from './Dialog';
export { DialogAccessoryContext } from './DialogAccessory';
