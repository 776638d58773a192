import type { Chain } from '@tp/api';

/** Spec 2 §3: the chains a crypto withdrawal can go out on (and a saved address can be on). */
export const chainOptions: readonly { value: Chain; label: string }[] = [
  { value: 'btc', label: 'BTC (Bitcoin)' },
  { value: 'eth', label: 'ETH (Ethereum)' },
  { value: 'bnb', label: 'BNB (BNB Smart Chain)' },
  { value: 'trx', label: 'TRX (Tron)' },
  { value: 'sol', label: 'SOL (Solana)' },
];
