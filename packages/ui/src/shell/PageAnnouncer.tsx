import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '../theme/visuallyHidden.css';

/**
 * Issue 42: after a client-side navigation a polite live region reads out the new page's document title, which the
 * page has set by then (its own, the 404's or the crash page's). Focus stays where the user left it; the first page
 * is not announced, as the browser reads its title on load.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const announced = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (announced.current === pathname) return;
    announced.current = pathname;
    // After the effects of the new page's first render, the one that sets its title among them.
    const timer = setTimeout(() => setAnnouncement(document.title));
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
