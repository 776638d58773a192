export { ContactDetails, type ContactDetailsContent } from './ContactDetails';
