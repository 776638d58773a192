import type { ConfirmDialogProps } from './ConfirmDialog';
import { lazyDialog } from './lazyDialog';

/** `ConfirmDialog` for a confirmation that opens only after a press: it loads with the dialog library then. */
export const LazyConfirmDialog = lazyDialog<ConfirmDialogProps & { open: boolean }>(() =>
  import('./ConfirmDialog').then(({ ConfirmDialog }) => ConfirmDialog),
);
