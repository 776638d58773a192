// The part of the idle guard that loads only when a warning first shows: the dialog and the dialog library.
export { IdleWarningDialog } from '@tp/ui/widgets/IdleWarningDialog';
