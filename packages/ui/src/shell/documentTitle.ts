import { useEffect } from 'react';

/** Follows every page's own title, so tabs, history and a screen reader tell pages apart (WCAG 2.4.2). */
const siteName = 'Trading Platform';

/** "Withdraw Funds · Trading Platform". */
export const documentTitleOf = (pageTitle: string) => `${pageTitle} · ${siteName}`;

/** While the calling page shows, the document's title is `pageTitle` (in the page's language) and the site's name. */
export function useDocumentTitle(pageTitle: string | undefined) {
  useEffect(() => {
    if (pageTitle) document.title = documentTitleOf(pageTitle);
  }, [pageTitle]);
}
