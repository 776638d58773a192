import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../widgets/Spinner';
import { twoFactorTexts as texts } from './profileSettingsTexts';
import * as styles from './SecuritySections.css';

// Loaded when the setup shows, not with the page: the same encoder as Deposit's address codes, one chunk.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);

export interface TotpQrCodeProps {
  /** The `otpauth://` URI the authenticator app reads. */
  uri: string;
  /** The account it adds, for the image's name. */
  account: string;
}

/** D15: the authenticator app's QR code, black on white with a 4-module quiet zone in both themes. */
export function TotpQrCode({ uri, account }: TotpQrCodeProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.qrFrame}>
      <Suspense fallback={<Spinner label={i18n._(texts.qrLoading)} />}>
        <QRCodeSVG
          value={uri}
          size={192}
          level="M"
          marginSize={4}
          // The frame's colours (SecuritySections.css.ts), light in both themes.
          fgColor="currentColor"
          bgColor="transparent"
          role="img"
          aria-label={i18n._(texts.qrLabel(account))}
        />
      </Suspense>
    </div>
  );
}
