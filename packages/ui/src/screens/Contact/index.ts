export { ContactScreen } from './ContactScreen';
export { ContactView, type ContactViewProps } from './ContactView';
export { ContactDetails, type ContactDetailsContent } from './ContactDetails';
