// D16's wallet address check in a chunk of its own: it carries @scure/base and @noble/hashes (about 8 KB gzip),
// which the Withdraw page's first paint does without (scripts/check-bundle.mjs). WithdrawForm loads it once
// the form is on screen.
import { checkChainAddress, isChain } from '@tp/api';
import type { WalletAddressCheck } from './validateWithdrawal';

/** The same check and message as the server's: @tp/api's `checkChainAddress`. */
export const checkWalletAddress: WalletAddressCheck = (chain, text) => {
  if (!isChain(chain)) return null;
  const checked = checkChainAddress(chain, text);
  return checked.ok ? null : checked.message;
};
