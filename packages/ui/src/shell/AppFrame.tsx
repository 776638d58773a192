import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDisplayName, useLogoutMutation, useSession } from '@tp/api';
import { AppFrameView } from './AppFrameView';
import { PriceStreamBanner, PriceTicker } from './PriceTicker';
import { useTheme } from './ThemeProvider';
import { useAmountsHidden, usePrivacyMode } from '../privacy';
import { usePrivacyShortcut } from './usePrivacyShortcut';
import { useHydrated } from '../hydration/useHydrated';

export interface AppFrameProps {
  children: ReactNode;
  demoTools?: ReactNode;
  /** True while the router loads the next page; the price ticker's code waits for it (D9). */
  pageLoading?: boolean;
}

/** AppFrameView wired to the session, the theme, privacy mode and its shortcut (D17), sign-out (spec 1 §4 logout) and the price ticker. */
export function AppFrame({ children, demoTools, pageLoading }: AppFrameProps) {
  const { isAuthenticated } = useSession();
  // Issue 26: the prerendered frame of an account page holds no one's name; hydration adopts it nameless.
  const storedName = useDisplayName();
  const name = useHydrated() ? storedName : '';
  const { theme, toggleTheme } = useTheme();
  const privacy = usePrivacyMode();
  const amountsHidden = useAmountsHidden();
  usePrivacyShortcut(isAuthenticated, privacy.toggle);
  const logout = useLogoutMutation();
  const navigate = useNavigate();

  const signOut = () => {
    logout.mutate(undefined, {
      onSuccess: () => navigate('/login', { replace: true }),
      // The session is cleared either way; the user reads why the server call failed.
      onError: (error) => navigate('/login', { replace: true, state: { message: error.message } }),
    });
  };

  return (
    <AppFrameView
      signedIn={isAuthenticated}
      displayName={name}
      theme={theme}
      onToggleTheme={toggleTheme}
      amountsHidden={amountsHidden}
      onTogglePrivacy={privacy.toggle}
      onSignOut={signOut}
      signingOut={logout.isPending}
      demoTools={demoTools}
      ticker={<PriceTicker pageLoading={pageLoading} />}
      streamBanner={<PriceStreamBanner pageLoading={pageLoading} />}
    >
      {children}
    </AppFrameView>
  );
}
