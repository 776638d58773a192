import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { footerColumns } from './navigation';
import { lazy, Suspense } from 'react';
import { useLanguageChoice } from './LanguageProvider';
import { useHydrated } from '../hydration/useHydrated';

// Below the fold and only signed out: its code loads after the page's (and after a prerendered page is adopted,
// so the prerender and hydration both leave it out).
const LanguagePicker = lazy(() =>
  import('./LanguagePicker').then((module) => ({ default: module.LanguagePicker })),
);
import * as styles from './AppFrame.css';

/** Spec 1 §2's footer; signed out it also offers the language (D18: signed in, the profile's rules). */
export function Footer({ signedIn = false }: { signedIn?: boolean }) {
  const { i18n } = useLingui();
  const choice = useLanguageChoice();
  const hydrated = useHydrated();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {footerColumns.map((column) => (
          <nav key={column.links[0]!.to} aria-label={i18n._(column.title)}>
            <h2 className={styles.footerHeading}>{i18n._(column.title)}</h2>
            <ul className={styles.drawerList}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.footerLink}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {!signedIn && hydrated && (
          <Suspense fallback={null}>
            <LanguagePicker choice={choice} />
          </Suspense>
        )}
        <p className={styles.copyright}>
          <Trans>© {year} Trading Platform. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
