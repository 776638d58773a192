export { FaqScreen } from './FaqScreen';
