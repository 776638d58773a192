// D16: for 24 hours after a password reset or change, an e-mail change or a second factor removed, no money leaves.
// The notice is in a chunk of its own, with its texts: the Dashboard and the Withdraw page load it after their first
// paint (scripts/check-bundle.mjs). Times are the server's instants, shown in the user's time zone.
import { useAddressBook, type WithdrawalHoldReason } from '@tp/api';
import { useLingui } from '@tp/i18n';
import { withdrawalHoldMessages } from '@tp/messages';
import { formatDateTime } from '../../../format';
import { MaskedText } from '../../../privacy';
import * as styles from './WithdrawalHold.css';

export interface WithdrawalHoldState {
  /** When withdrawals open again: the server's instant (ISO). */
  until: string;
  /** Why; null when only a refusal said so (it carries the time, not the reason). */
  reason: WithdrawalHoldReason | null;
}

const byReason = {
  password_change: withdrawalHoldMessages.afterPasswordChange,
  password_reset: withdrawalHoldMessages.afterPasswordReset,
  email_change: withdrawalHoldMessages.afterEmailChange,
  second_factor_removed: withdrawalHoldMessages.afterSecondFactorRemoved,
} satisfies Record<WithdrawalHoldReason, (until: string) => string>;

/** "Withdrawals are on hold until Jun 16, 2026, 12:00 PM after a password change." */
export function holdMessage({ until, reason }: WithdrawalHoldState): string {
  const message = reason ? byReason[reason] : withdrawalHoldMessages.afterSecurityChange;
  return message(formatDateTime(until));
}

export interface WithdrawalHoldBannerProps {
  hold: WithdrawalHoldState;
  /** For the controls it explains (the Withdraw form's disabled submit). */
  id?: string;
}

/** The notice above a page's content. */
export function WithdrawalHoldBanner({ hold, id }: WithdrawalHoldBannerProps) {
  // The date is written again in the new locale when the language changes (D18).
  useLingui();
  return (
    <p id={id} role="status" className={styles.notice}>
      <MaskedText text={holdMessage(hold)} />
    </p>
  );
}

/**
 * The Dashboard's notice: it reads the address book itself and shows nothing unless withdrawals are on hold, nor
 * while the book loads or when it fails (the Withdraw page says those). A hold that ends goes with the next read.
 */
export function LiveWithdrawalHold() {
  const { data } = useAddressBook();
  return data?.hold ? <WithdrawalHoldBanner hold={data.hold} /> : null;
}

// The Dashboard's lazy import.
export default LiveWithdrawalHold;
