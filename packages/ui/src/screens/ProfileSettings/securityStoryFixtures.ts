// Data for the View stories of the D15 sections (no mock server: a View draws what it is given).
import type { SecuritySettings, TotpSetup } from '@tp/api';

const demoAccount = 'alex.morgan@example.com';
/** The mock's fixed demo secret (`DEMO_TOTP_SECRET`), so the QR code is the same in every screenshot. */
const demoSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const settingsOff: SecuritySettings = {
  totp_enabled: false,
  totp_enabled_at: null,
  backup_codes_remaining: 0,
  passkeys: 0,
  idle_timeout_minutes: 15,
  withdrawals_blocked: false,
  anti_phishing_phrase: null,
  email_change_undo: [],
};

/** The authenticator app on since the day before the seed's time, with `left` backup codes. */
export const settingsOn = (left = 10): SecuritySettings => ({
  ...settingsOff,
  totp_enabled: true,
  totp_enabled_at: '2026-06-14T12:00:00.000Z',
  backup_codes_remaining: left,
});

export const demoSetup: TotpSetup = {
  secret: demoSecret,
  otpauth_uri: `otpauth://totp/Trading%20Platform:${encodeURIComponent(demoAccount)}?issuer=Trading%20Platform&secret=${demoSecret}&algorithm=SHA1&digits=6&period=30`,
  issuer: 'Trading Platform',
  account: demoAccount,
};

export const demoBackupCodes: readonly string[] = [
  'k7m2p-x9qr4',
  'hn3tw-8cvd2',
  'qz5ea-r6ym7',
  'b4wsx-t2kpn',
  'f8gjc-m3vhq',
  'u6rzd-p9an5',
  'y2ket-w7fbs',
  'c9pqm-h4xzu',
  'n5vwa-j8dgr',
  's3txe-k6qmb',
];
