import { PlaceholderPage } from '@tp/ui/shell';

// Issue 12 builds this screen; until then it says so.
export function Component() {
  return <PlaceholderPage title="Portfolio" />;
}
