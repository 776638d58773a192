import type { RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { adoptCspNonce } from '../widgets/Dialog';
import { NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DrawerItem } from './navigation';
import { ThemeToggle } from './ThemeToggle';
import { PrivacyToggle } from './PrivacyToggle';
import type { ThemeName } from './ThemeProvider';
import * as styles from './AppFrame.css';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, e.g. "Hello, Alex Morgan". */
  title: string;
  /** Names the navigation inside the drawer. */
  navLabel: string;
  /** `phoneOnly` entries show below 768 px only, where the top menu folds into the drawer. */
  items: readonly DrawerItem[];
  theme: ThemeName;
  onToggleTheme: () => void;
  /** Signed in (D17): the privacy toggle, beside the theme's. */
  amountsHidden?: boolean;
  onTogglePrivacy?: () => void;
  onSignOut?: () => void;
  signingOut?: boolean;
  /** Below 768 px the sign-out button stands for the top menu's too and reads this (Logout). */
  phoneSignOutLabel?: string;
  /** Where focus goes back when the drawer closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * A modal side drawer (Radix Dialog: focus trapped, Escape closes). Loaded on demand by
 * LazyNavDrawer so that Radix stays out of the first page's JavaScript.
 */
export function NavDrawer({
  open,
  onOpenChange,
  title,
  navLabel,
  items,
  theme,
  onToggleTheme,
  amountsHidden = false,
  onTogglePrivacy,
  onSignOut,
  signingOut,
  phoneSignOutLabel,
  returnFocusTo,
}: NavDrawerProps) {
  const { i18n } = useLingui();
  adoptCspNonce();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <RadixDialog.Title className={styles.drawerTitle}>{title}</RadixDialog.Title>
          <nav aria-label={navLabel}>
            <ul className={styles.drawerList}>
              {items.map((item) => (
                <li
                  key={item.to + (item.phoneOnly ? ':phone' : '')}
                  className={item.phoneOnly ? styles.phoneOnly : undefined}
                >
                  <RadixDialog.Close asChild>
                    <NavLink to={item.to} end={item.to === '/'} className={styles.menuLink}>
                      {i18n._(item.label)}
                    </NavLink>
                  </RadixDialog.Close>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.drawerFooter}>
            <ThemeToggle theme={theme} onToggle={onToggleTheme} className={styles.iconButton} />
            {onTogglePrivacy && (
              <PrivacyToggle
                hidden={amountsHidden}
                onToggle={onTogglePrivacy}
                className={styles.iconButton}
              />
            )}
            {onSignOut && (
              <button
                type="button"
                className={styles.iconButton}
                onClick={onSignOut}
                disabled={signingOut}
              >
                {phoneSignOutLabel ? (
                  <>
                    <span className={styles.wideOnly}>
                      <Trans>Sign Out</Trans>
                    </span>
                    <span className={styles.phoneOnly}>{phoneSignOutLabel}</span>
                  </>
                ) : (
                  <Trans>Sign Out</Trans>
                )}
              </button>
            )}
            <RadixDialog.Close className={styles.iconButton}>
              <Trans>Close menu</Trans>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
