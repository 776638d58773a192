import { FaqView } from './FaqView';

/** Static page: no API, the View shows the operator content. */
export function FaqScreen() {
  return <FaqView />;
}
