import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { NavLink, Link } from 'react-router-dom';
import { drawerMenu, signedInMenu, signedOutMenu } from './navigation';
import { Footer } from './Footer';
import type { ThemeName } from './ThemeProvider';
import * as styles from './AppFrame.css';

export interface AppFrameViewProps {
  signedIn: boolean;
  displayName: string;
  theme: ThemeName;
  onToggleTheme: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Mock mode only: the demo inbox and similar tools. */
  demoTools?: ReactNode;
  children: ReactNode;
}

/** A toggle button: pressed means the dark theme is on. */
function ThemeToggle({
  theme,
  onToggle,
  className,
}: {
  theme: ThemeName;
  onToggle: () => void;
  className: string;
}) {
  return (
    <button type="button" className={className} onClick={onToggle} aria-pressed={theme === 'dark'}>
      Dark theme
    </button>
  );
}

function SideDrawer({
  displayName,
  theme,
  onToggleTheme,
  onSignOut,
  signingOut,
}: Omit<AppFrameViewProps, 'children' | 'signedIn' | 'demoTools'>) {
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger className={styles.iconButton} aria-label="Open account menu">
        ☰ Menu
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <RadixDialog.Title className={styles.drawerTitle}>Hello, {displayName}</RadixDialog.Title>
          <nav aria-label="Account">
            <ul className={styles.drawerList}>
              {drawerMenu.map((item) => (
                <li key={item.to + item.label}>
                  <RadixDialog.Close asChild>
                    <NavLink to={item.to} className={styles.menuLink}>
                      {item.label}
                    </NavLink>
                  </RadixDialog.Close>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.drawerFooter}>
            <ThemeToggle theme={theme} onToggle={onToggleTheme} className={styles.iconButton} />
            <button
              type="button"
              className={styles.iconButton}
              onClick={onSignOut}
              disabled={signingOut}
            >
              Sign Out
            </button>
            <RadixDialog.Close className={styles.iconButton}>Close menu</RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The frame of every page: navigation (signed in or out), the page, and the footer (spec 1 §2). */
export function AppFrameView({
  signedIn,
  displayName,
  theme,
  onToggleTheme,
  onSignOut,
  signingOut,
  demoTools,
  children,
}: AppFrameViewProps) {
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={signedIn ? '/dashboard' : '/'} className={styles.brand}>
            Trading Platform
          </Link>
          {signedIn && (
            <SideDrawer
              displayName={displayName}
              theme={theme}
              onToggleTheme={onToggleTheme}
              onSignOut={onSignOut}
              signingOut={signingOut}
            />
          )}
          <nav aria-label="Main">
            <ul className={styles.menu}>
              {(signedIn ? signedInMenu : signedOutMenu).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={styles.menuLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {signedIn && (
                <li>
                  <button
                    type="button"
                    className={styles.menuLink}
                    onClick={onSignOut}
                    disabled={signingOut}
                  >
                    Logout
                  </button>
                </li>
              )}
              {!signedIn && (
                <li>
                  <ThemeToggle theme={theme} onToggle={onToggleTheme} className={styles.menuLink} />
                </li>
              )}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {demoTools}
      <Footer />
    </div>
  );
}
