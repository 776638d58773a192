export { useFieldErrors, type FieldErrors, type UseFieldErrors } from './useFieldErrors';
