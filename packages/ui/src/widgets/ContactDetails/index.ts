export { ContactDetails, type ContactDetailsContent } from './ContactDetails';
// The look of its texts and links, for a page that writes more of them beside the details.
export { link as contactLink, value as contactValue } from './ContactDetails.css';
