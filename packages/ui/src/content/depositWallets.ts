// In a module of its own: only the Deposit page reads it, and the home page's first paint shares operator.ts.
/**
 * Spec 2 §2 Deposit: the operator's fixed receiving address per coin (`id` is the API's wallet_id).
 * SAMPLE ADDRESSES of the demo, not real wallets: replace with the operator's own before going live.
 */
export const depositWallets = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    cryptoType: 'BTC',
    address: 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv',
  },
  {
    id: 'ethereum',
    name: 'Ethereum',
    cryptoType: 'ETH',
    address: '0xa0072aBD16Cf4Fa432824017139114c49eE6e214',
  },
  {
    id: 'usdt_trc20',
    name: 'USDT (TRC20)',
    cryptoType: 'USDT (TRC20)',
    address: 'TKJndSeffPQonzHUVBxjKd4JLsV6Aqsdgy',
  },
] as const;
