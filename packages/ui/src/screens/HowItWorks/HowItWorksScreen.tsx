import { HowItWorksView } from './HowItWorksView';

/** Static page: no API, the View shows the operator content. */
export function HowItWorksScreen() {
  return <HowItWorksView />;
}
