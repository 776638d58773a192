export { Select, type SelectOption } from './Select';
