export { FieldMessages } from './FieldMessages';
export { useFieldIds } from './useFieldIds';
export * as fieldStyles from './field.css';
