import { useMatches } from 'react-router-dom';
import { PlaceholderPage } from '@tp/ui/shell';
import type { RouteHandle } from '../routing/routes';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).title === 'string'
  );
}

/** Screens that later issues build: a clearly titled page saying so. */
export function Component() {
  const title =
    useMatches()
      .map((match) => match.handle)
      .filter(isRouteHandle)
      .at(-1)?.title ?? 'Page';
  return <PlaceholderPage title={title} />;
}
