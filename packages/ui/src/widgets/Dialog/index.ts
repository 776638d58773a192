export { Dialog, DialogClose, type DialogProps } from './Dialog';
export { DialogAccessoryContext } from './DialogAccessory';
