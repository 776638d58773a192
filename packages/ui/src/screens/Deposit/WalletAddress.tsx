import { AddressQrCode } from './AddressQrCode';
import { CopyButton, type CopyText } from './CopyButton';
import type { DepositWallet } from './depositWallets';
import * as styles from './Deposit.css';

export interface WalletAddressProps {
  wallet: DepositWallet;
  copyText?: CopyText;
}

/** Spec 2 §2: the coin's fixed receiving address, as text, QR code and a Copy button. */
export function WalletAddress({ wallet, copyText }: WalletAddressProps) {
  return (
    <section className={styles.wallet} aria-label={`${wallet.name} receiving address`}>
      <AddressQrCode value={wallet.address} label={`QR code of the ${wallet.name} address`} />
      <div className={styles.walletDetails}>
        <p className={styles.muted}>Send {wallet.name} to this address:</p>
        <p className={styles.address} data-testid="wallet-address">
          {wallet.address}
        </p>
        <CopyButton
          text={wallet.address}
          label={`Copy ${wallet.name} address`}
          copyText={copyText}
        />
      </div>
    </section>
  );
}
