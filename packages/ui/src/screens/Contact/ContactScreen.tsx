import { ContactView } from './ContactView';

/** Static page: no API, the View shows the operator content. */
export function ContactScreen() {
  return <ContactView />;
}
