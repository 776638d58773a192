import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Link } from 'react-router-dom';
import { signedInDrawerMenu, signedInMenu, signedOutMenu } from './navigation';
import { DrawerButton } from './DrawerButton';
import { Icon } from '../widgets/Icon';
import { Footer } from './Footer';
import { ThemeToggle } from './ThemeToggle';
import { PrivacyToggle } from './PrivacyToggle';
import type { ThemeName } from './ThemeProvider';
import * as styles from './AppFrame.css';

export interface AppFrameViewProps {
  signedIn: boolean;
  displayName: string;
  theme: ThemeName;
  onToggleTheme: () => void;
  /** Signed in (D17): whether the user's own amounts are hidden, and the header's and drawer's toggle. */
  amountsHidden?: boolean;
  onTogglePrivacy?: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Mock mode only: the demo inbox and similar tools. */
  demoTools?: ReactNode;
  /** Signed in: the price ticker under the navigation (D9), in a row reserved before it loads. */
  ticker?: ReactNode;
  /** Signed in: what the page says under the ticker while live prices are down (D19). */
  streamBanner?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page: navigation (signed in or out), the price ticker when signed in, the page,
 * and the footer (spec 1 §2). At phone widths the signed-out menu folds into a Menu button that opens
 * a drawer, and the signed-in top menu folds into the account drawer (issue 12): one header row.
 */
export function AppFrameView({
  signedIn,
  displayName,
  theme,
  onToggleTheme,
  amountsHidden = false,
  onTogglePrivacy,
  onSignOut,
  signingOut,
  demoTools,
  ticker,
  streamBanner,
  children,
}: AppFrameViewProps) {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      {demoTools}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={signedIn ? '/dashboard' : '/'} className={styles.brand}>
            Trading Platform
          </Link>
          {signedIn && onTogglePrivacy && (
            <PrivacyToggle
              hidden={amountsHidden}
              onToggle={onTogglePrivacy}
              className={styles.iconButton}
              labelClassName={styles.wideOnly}
            />
          )}
          {signedIn && (
            <DrawerButton
              label={t`Open account menu`}
              className={styles.iconButton}
              title={t`Hello, ${displayName}`}
              navLabel={t`Account`}
              items={signedInDrawerMenu}
              theme={theme}
              onToggleTheme={onToggleTheme}
              amountsHidden={amountsHidden}
              onTogglePrivacy={onTogglePrivacy}
              onSignOut={onSignOut}
              signingOut={signingOut}
              phoneSignOutLabel={t`Logout`}
            >
              <Icon name="menu" /> <Trans>Menu</Trans>
            </DrawerButton>
          )}
          <nav aria-label={t`Main`} className={signedIn ? styles.signedInNav : styles.mainNav}>
            <ul className={signedIn ? styles.menu : styles.collapsibleMenu}>
              {(signedIn ? signedInMenu : signedOutMenu).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={styles.menuLink}>
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
              {signedIn ? (
                <li>
                  <button
                    type="button"
                    className={styles.menuLink}
                    onClick={onSignOut}
                    disabled={signingOut}
                  >
                    <Trans>Logout</Trans>
                  </button>
                </li>
              ) : (
                <li>
                  <ThemeToggle theme={theme} onToggle={onToggleTheme} className={styles.menuLink} />
                </li>
              )}
            </ul>
            {!signedIn && (
              <DrawerButton
                label={t`Menu`}
                className={styles.phoneMenuButton}
                title={t`Menu`}
                navLabel={t`Site`}
                items={signedOutMenu}
                theme={theme}
                onToggleTheme={onToggleTheme}
              >
                <Icon name="menu" /> <Trans>Menu</Trans>
              </DrawerButton>
            )}
          </nav>
        </div>
      </header>
      {signedIn && ticker !== undefined && (
        <div className={styles.tickerSlot} data-ticker-slot="">
          {ticker}
        </div>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {signedIn && streamBanner}
        {children}
      </main>
      <Footer signedIn={signedIn} />
    </div>
  );
}
