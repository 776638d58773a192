export { ContactScreen } from './ContactScreen';
export { ContactView, type ContactViewProps } from './ContactView';
