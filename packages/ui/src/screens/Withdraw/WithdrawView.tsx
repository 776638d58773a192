import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, useId, type ReactNode } from 'react';
import { AfterHydration } from '../../hydration/AfterHydration';
import type { LoadStatus, Withdrawal } from '@tp/api';
import { Banner } from '../../widgets/Banner';
import { Card } from '../../widgets/Card';
import { lazyDialog } from '../../widgets/Dialog';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { BalanceCard } from '../shared/BalanceCard';
import { useNowUntil } from '../../widgets/CodeDialog';
import type { AddressBookModel } from './addressBookModel';
import { loadAddressBookParts } from './loadAddressBookParts';
import { PendingWithdrawals } from './PendingWithdrawals';
import type { SubmitResult } from '../../forms';
import type { WithdrawalField, WithdrawalFormValues } from './validateWithdrawal';
import { WithdrawForm } from './WithdrawForm';
import { limitAmount, withdrawalLimits } from './withdrawalLimits';
import * as styles from './Withdraw.css';

const WithdrawalSuccessfulDialog = lazyDialog(() =>
  import('./WithdrawalSuccessfulDialog').then((module) => module.WithdrawalSuccessfulDialog),
);

// D16's hold notice (the Dashboard's too): rare, and said only once the address book has loaded.
const WithdrawalHoldBanner = lazy(() =>
  loadAddressBookParts().then(({ WithdrawalHoldBanner }) => ({ default: WithdrawalHoldBanner })),
);

export interface WithdrawViewProps {
  /** The available balance in dollars. */
  balance: LoadStatus<number>;
  onRetryBalance?: () => void;
  /** Pending withdrawals (transfers are listed on Transfer Asset). */
  pending: LoadStatus<readonly Withdrawal[]>;
  onRetryPending: () => void;
  onVerifyPending: (withdrawal: Withdrawal) => void;
  onEdit?: () => void;
  /** Creates the withdrawal; answers the server's field messages, or 'reset' once it exists. */
  onSubmit: (
    values: WithdrawalFormValues,
  ) => SubmitResult<WithdrawalField> | Promise<SubmitResult<WithdrawalField>>;
  /**
   * The success message box, or a failure about the whole request, shown by the form (from `useNotice()`:
   * a success clears 3 s after the code dialog has closed; problems stay until dismissed).
   */
  notice: NoticeControl;
  /** The Withdrawal Successful modal. */
  verified?: boolean;
  onVerifiedClose?: () => void;
  /** D16: the saved destinations (for the form's picker), the allow-list and any hold. */
  addressBook: LoadStatus<AddressBookModel>;
  /** D16: the Address book section, last on the page (`AddressBookSection`, loaded after the page's first paint). */
  addressBookSection?: ReactNode;
}

/** Until when what the form shows changes by itself: held destinations opening, the hold ending. */
function lastChange(book: AddressBookModel | null): number | undefined {
  if (!book) return undefined;
  const times = book.destinations.flatMap(({ usableAt }) => (usableAt === null ? [] : [usableAt]));
  if (book.hold) times.push(book.hold.endsAt);
  return times.length === 0 ? undefined : Math.max(...times);
}

/**
 * Spec 2 §2 Withdraw Funds: balance card, form, message box, Pending Withdrawals, success modal; D16's hold
 * banner, saved-destination picker and Address book.
 */
export function WithdrawView({
  balance,
  onRetryBalance,
  pending,
  onRetryPending,
  onVerifyPending,
  onEdit,
  onSubmit,
  notice,
  verified = false,
  onVerifiedClose,
  addressBook,
  addressBookSection,
}: WithdrawViewProps) {
  const book = addressBook.kind === 'ready' ? addressBook.data : null;
  // Read again every second while a held destination or the hold counts down.
  const now = useNowUntil(lastChange(book));
  const hold = book?.hold && book.hold.endsAt > now ? book.hold : null;
  const holdId = useId();
  const { t } = useLingui();
  const bankMin = limitAmount(withdrawalLimits['Bank Transfer'].min);
  const bankMax = limitAmount(withdrawalLimits['Bank Transfer'].max);
  const cryptoMin = limitAmount(withdrawalLimits.Cryptocurrency.min);
  const cryptoMax = limitAmount(withdrawalLimits.Cryptocurrency.max);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Withdraw Funds</Trans>
      </h1>
      {hold && (
        <AfterHydration>
          <WithdrawalHoldBanner hold={hold} id={holdId} />
        </AfterHydration>
      )}
      <div className={styles.columns}>
        <Card title={t`Request a Withdrawal`}>
          {notice.notice && (
            <Banner key={notice.notice.message} tone={notice.notice.tone} onHide={notice.clear}>
              {notice.notice.message}
            </Banner>
          )}
          <WithdrawForm
            balance={balance.kind === 'ready' ? balance.data : null}
            onEdit={onEdit}
            onSubmit={onSubmit}
            addressBook={book}
            now={now}
            blockedBy={hold ? holdId : null}
          />
        </Card>
        <div className={styles.form}>
          <BalanceCard
            status={balance}
            onRetry={onRetryBalance}
            note={t`Pending withdrawals are held until they are approved.`}
          />
          <Card title={t`Before you withdraw`} headingLevel={2}>
            <ul className={styles.notes}>
              <li>
                <Trans>
                  Bank transfers: {bankMin} to {bankMax} per request.
                </Trans>
              </li>
              <li>
                <Trans>
                  Cryptocurrency: {cryptoMin} to {cryptoMax} per request.
                </Trans>
              </li>
              <li>
                <Trans>We e-mail you a 6-digit code to confirm each withdrawal.</Trans>
              </li>
              <li>
                <Trans>
                  Closed the code window? Use Verify next to the request under Pending Withdrawals;
                  Resend Code there e-mails a new code.
                </Trans>
              </li>
            </ul>
          </Card>
        </div>
      </div>
      <PendingWithdrawals status={pending} onRetry={onRetryPending} onVerify={onVerifyPending} />
      {addressBookSection}
      <WithdrawalSuccessfulDialog open={verified} onClose={onVerifiedClose} />
    </div>
  );
}
