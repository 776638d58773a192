import { storageKeys } from '@tp/api';

/**
 * The stored keys (D4) that decide whether a prerendered public page is what this visitor would see:
 * any of them set (but a light theme) means a client render. Privacy mode (D17) changes nothing on a
 * public page, so it does not count.
 */
export function hydrationKeys() {
  const all = Object.values(storageKeys).filter((key) => key !== storageKeys.privacyMode);
  return { all, theme: storageKeys.theme };
}
