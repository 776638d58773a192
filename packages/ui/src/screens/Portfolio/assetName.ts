import { t } from '@lingui/core/macro';

/** Spec 2 §3: the portfolio's fixed asset names (proper names, never translated), 10 crypto… */
export const cryptoAssetNames = [
  'Bitcoin',
  'Ethereum',
  'Binance Coin',
  'Cardano',
  'Solana',
  'Ripple',
  'Dogecoin',
  'Polkadot',
  'Polygon',
  'Avalanche',
] as const;

/** …and 8 stocks. */
export const stockAssetNames = [
  'Apple',
  'Microsoft',
  'Amazon',
  'Google',
  'Tesla',
  'NVIDIA',
  'Meta',
  'Netflix',
] as const;

const byKey = new Map<string, string>(
  [...cryptoAssetNames, ...stockAssetNames].map((name) => [name.toLowerCase(), name]),
);

/**
 * The fixed name the server's name stands for (however it is cased or padded), else (spec 2 §3 / D10) `Unknown`
 * in the active language: called while rendering.
 */
export function assetName(name: string): string {
  return byKey.get(name.trim().toLowerCase()) ?? t`Unknown`;
}
