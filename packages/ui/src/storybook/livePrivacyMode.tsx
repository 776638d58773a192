import type { Decorator } from '@storybook/react-vite';
import { createMemoryStorage } from '@tp/api';
import { useState, type ReactNode } from 'react';
import {
  createPrivacyMode,
  PrivacyProvider,
  privacyModeKey,
  useAmountsHidden,
  usePrivacyMode,
} from '../privacy';
import { PrivacyToggle } from '../shell/PrivacyToggle';
import { usePrivacyShortcut } from '../shell/usePrivacyShortcut';

function Toggle() {
  const mode = usePrivacyMode();
  usePrivacyShortcut(true, mode.toggle);
  return <PrivacyToggle hidden={useAmountsHidden()} onToggle={mode.toggle} className="" />;
}

function LivePrivacyMode({ children }: { children: ReactNode }) {
  const [mode] = useState(() => createPrivacyMode(createMemoryStorage(), privacyModeKey));
  return (
    <PrivacyProvider mode={mode}>
      <Toggle />
      {children}
    </PrivacyProvider>
  );
}

/**
 * Privacy mode (D17) that a story turns on while it runs, as the header's toggle and Alt+Shift+H do: amounts shown
 * at first, the toggle above the screen (issue 40: notices already on screen must follow it).
 */
export const withLivePrivacyMode: Decorator = (Story) => (
  <LivePrivacyMode>
    <Story />
  </LivePrivacyMode>
);
