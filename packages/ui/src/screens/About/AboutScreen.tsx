import { AboutView } from './AboutView';

/** Static page: no API, the View shows the operator content. */
export function AboutScreen() {
  return <AboutView />;
}
