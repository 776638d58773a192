import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton, type CopyText } from '../../widgets/CopyButton';
import { AddressQrCode } from './AddressQrCode';
import type { DepositWallet } from './depositWallets';
import * as styles from './Deposit.css';

export interface WalletAddressProps {
  wallet: DepositWallet;
  copyText?: CopyText;
}

/** Spec 2 §2: the coin's fixed receiving address, as text, QR code and a Copy button. */
export function WalletAddress({ wallet, copyText }: WalletAddressProps) {
  const { t } = useLingui();
  const name = wallet.name;
  return (
    <section className={styles.wallet} aria-label={t`${name} receiving address`}>
      <AddressQrCode value={wallet.address} label={t`QR code of the ${name} address`} />
      <div className={styles.walletDetails}>
        <p className={styles.muted}>
          <Trans>Send {name} to this address:</Trans>
        </p>
        <p className={styles.address} data-testid="wallet-address">
          {wallet.address}
        </p>
        <div className={styles.copyRow}>
          <CopyButton
            text={wallet.address}
            label={t`Copy ${name} address`}
            refusedHint={t`Could not copy. Select the address and copy it yourself.`}
            copyText={copyText}
          />
        </div>
      </div>
    </section>
  );
}
