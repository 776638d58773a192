import { storageKeys } from '@tp/api';
import { privacyModeKey } from '@tp/ui/privacy';
import { themeKey } from '@tp/ui/shell';

/**
 * The stored keys (D4) that decide whether a prerendered public page is what this visitor would see:
 * any of them set (but a light theme) means a client render. Privacy mode (D17) changes nothing on a
 * public page, so it does not count; nor does the language (D18), which main.tsx checks itself against the page's
 * `lang`. An account page's frame (issue 26) is judged by the session, the theme and privacy mode alone.
 */
export function hydrationKeys() {
  // Issue 40: the device identifier outlives sign-outs and changes nothing on a public page.
  const session = Object.values(storageKeys).filter((key) => key !== storageKeys.deviceId);
  return {
    all: [...session, themeKey],
    theme: themeKey,
    signedIn: storageKeys.isAuthenticated,
    privacyMode: privacyModeKey,
  };
}
