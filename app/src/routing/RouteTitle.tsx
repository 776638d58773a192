import { useMatches } from 'react-router-dom';
import { useLingui } from '@tp/i18n';
import { useDocumentTitle } from '@tp/ui/shell';

/** What a page's route carries for its frame: its manifest title, in English (a UI text, written with `i18n._`). */
export interface RouteHandle {
  title: string;
}

/**
 * The document's title for the page shown, in the user's language. Rendered before the page, so a crash page's or
 * the 404's own title (set in their effects, which run after this one) wins over the route's.
 */
export function RouteTitle() {
  const { i18n } = useLingui();
  const titles = useMatches().flatMap((match) => {
    const handle = match.handle as RouteHandle | undefined;
    return handle ? [handle.title] : [];
  });
  const title = titles[titles.length - 1];
  useDocumentTitle(title === undefined ? undefined : i18n._(title));
  return null;
}
