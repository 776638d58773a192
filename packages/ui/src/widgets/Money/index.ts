export { Money } from './Money';
