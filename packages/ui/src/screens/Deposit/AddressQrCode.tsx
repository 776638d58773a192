import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { lightPalette } from '../../theme/palette';
import { Spinner } from '../../widgets/Spinner';
import * as styles from './Deposit.css';

// Loaded only when an address is shown, so no other screen pays for the QR encoder.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);

export interface AddressQrCodeProps {
  value: string;
  /** e.g. "QR code of the Bitcoin address". */
  label: string;
}

export function AddressQrCode({ value, label }: AddressQrCodeProps) {
  const { t } = useLingui();
  return (
    <div className={styles.qrFrame}>
      <Suspense fallback={<Spinner label={t`Loading QR code`} />}>
        <QRCodeSVG
          value={value}
          size={144}
          level="M"
          marginSize={2}
          fgColor={lightPalette.text}
          bgColor={lightPalette.surface}
          role="img"
          aria-label={label}
          data-testid="address-qr"
        />
      </Suspense>
    </div>
  );
}
