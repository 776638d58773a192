export { ConfirmDialog } from './ConfirmDialog';
export { Dialog, DialogClose } from './Dialog';
export { DialogAccessoryContext } from './DialogAccessory';
