import type { CryptoType, CryptoWalletId } from '@tp/api';
import { depositWallets as operatorWallets } from '../../content';

export interface DepositWallet {
  id: CryptoWalletId;
  /** What the user picks: Bitcoin, Ethereum, USDT (TRC20). */
  name: string;
  cryptoType: CryptoType;
  /** The operator's fixed receiving address. */
  address: string;
}

/** Spec 2 §2: the coins a deposit can be made in, with the operator's receiving addresses. */
export const depositWallets: readonly DepositWallet[] =
  operatorWallets satisfies readonly DepositWallet[];
