import { useLingui } from '@lingui/react/macro';
import { lazy, useMemo, useState } from 'react';
import { AfterHydration } from '../../hydration/AfterHydration';
import {
  ApiError,
  balanceAmount,
  type Chain,
  type CreateWithdrawalInput,
  failureOf,
  useAddressBook,
  useBalance,
  useCreateWithdrawalMutation,
  useIdempotentSubmit,
  useLoadProps,
  useWithdrawals,
  type Withdrawal,
  type WithdrawalRequested,
} from '@tp/api';
import { withdrawalMessages } from '@tp/messages';
import { useClock } from '../../clock';
import { formatUsd } from '../../format';
import { dollarsOfCents, moneyCents } from '../../forms';
import { sectionAutoHide, refusedSubmit, useNotice, type Notice } from '../../widgets/LiveNotice';
import { MaskedText, markOwnAmount, useOwnAmounts } from '../../privacy';
import { useCodeChallenge } from '../../widgets/CodeDialog';
import { LazyWithdrawalCodeDialog } from '../shared/lazyCodeDialogs';
import { codeEmailFailedNotice } from '../shared/withdrawalCodeFailures';
import { useLazyStepUpGate } from '../shared/StepUp/useLazyStepUpGate';
import { addressBookModelOf } from './addressBookModel';
import { chainOptions } from './chainOptions';
import { loadAddressBookParts } from './loadAddressBookParts';
import type { WithdrawalFormValues } from './validateWithdrawal';
import { createWithdrawalFailures } from './withdrawalFailures';
import { WithdrawView } from './WithdrawView';

// D16: the step-up gate (a new address needs one) comes with the address book's parts, after the first paint.
const loadStepUpGate = () => loadAddressBookParts().then(({ StepUpGateHost }) => StepUpGateHost);

// D16's Address book (its section, calls and dialogs) loads after the page's first paint; it is last on the page.
const AddressBookPanel = lazy(() =>
  loadAddressBookParts().then(({ AddressBookPanel }) => ({ default: AddressBookPanel })),
);

/** The request body for what the form holds (already validated). */
export function withdrawalRequestOf(values: WithdrawalFormValues): CreateWithdrawalInput {
  const amount = dollarsOfCents(moneyCents(values.amount) ?? 0);
  if (values.method === 'Cryptocurrency')
    return {
      amount,
      withdrawal_method: 'Cryptocurrency',
      wallet_address: values.walletAddress.trim(),
      chain: values.chain as Chain,
    };
  return { amount, withdrawal_method: 'Bank Transfer', bank_account: values.bankAccount.trim() };
}

function submittedBanner(created: WithdrawalRequested): Notice {
  // D1: the request exists even when the code e-mail failed; the dialog's Resend Code may still work.
  if (!created.challenge.emailSent)
    return { tone: 'warning', message: withdrawalMessages.notificationFailed };
  // The real figure: the notice masks it while privacy mode is on, also when it is turned on later (issue 40).
  return {
    tone: 'success',
    message: withdrawalMessages.submitted(markOwnAmount(formatUsd(created.amount)), created.id),
  };
}

/** D16: the address book, its times by this device's clock as of when it was read. */
function useAddressBookProps() {
  const query = useAddressBook();
  const clock = useClock();
  const data = useMemo(
    () => (query.data ? addressBookModelOf(query.data, clock()) : undefined),
    [query.data, clock],
  );
  return useLoadProps('addressBook', { ...query, data });
}

/**
 * Spec 2 §2 and §4 withdrawal flow, wired to the API: create, verify with the e-mailed code (D1), refresh. D16: a
 * new address needs the step-up (the gate asks when the server does) and is saved and held for 24 hours; the
 * address book's changes run through the same gate.
 */
export function WithdrawScreen() {
  const balance = useLoadProps('balance', useBalance(), balanceAmount);
  const pending = useLoadProps('pending', useWithdrawals({ status: 'pending' }), {
    message: withdrawalMessages.pendingLoadFailed,
    // Transfers are withdrawals too (D1); they are listed on Transfer Asset.
    select: (list) => list.filter((withdrawal) => withdrawal.withdrawal_method !== 'Transfer'),
  });
  const create = useIdempotentSubmit(useCreateWithdrawalMutation());
  // A step-up is needed only for a new address or an address book change: the gate loads when the server asks.
  const gate = useLazyStepUpGate(loadStepUpGate);
  const { addressBook, onRetryAddressBook } = useAddressBookProps();
  const book = addressBook.kind === 'ready' ? addressBook.data : null;
  const code = useCodeChallenge<{ id: number; amount: number }>(codeEmailFailedNotice(true));
  const verifying = code.pending?.subject ?? null;
  // Spec 2 §4: a success clears after 3 s, counted once the code dialog no longer covers it.
  const notice = useNotice(null, sectionAutoHide, verifying !== null);
  const [verified, setVerified] = useState(false);
  const own = useOwnAmounts();
  const { t } = useLingui();
  const amount = verifying ? own.usd(verifying.amount) : '';

  const submit = async (values: WithdrawalFormValues) => {
    notice.clear();
    try {
      const created = await gate.run(() => create.submit({ body: withdrawalRequestOf(values) }));
      notice.show(submittedBanner(created));
      code.start({ id: created.id, amount: created.amount }, created.challenge);
      return 'reset' as const;
    } catch (error) {
      // Cancelled at the step-up: nothing was sent, what was typed stays.
      if (gate.isCancelled(error)) return;
      // D16's refusals are 403s with a code, said with the address book's texts (loaded after the first paint).
      if (error instanceof ApiError && error.status === 403) {
        const refusal = (await loadAddressBookParts()).withdrawalRefusalNotice(error, book, values);
        if (refusal) {
          notice.show(refusal);
          return;
        }
      }
      return refusedSubmit(failureOf(error, createWithdrawalFailures), notice);
    }
  };

  const openCodeDialog = (withdrawal: Withdrawal) =>
    code.reopen({ id: withdrawal.id, amount: withdrawal.amount });

  return (
    <>
      <WithdrawView
        {...balance}
        {...pending}
        onVerifyPending={openCodeDialog}
        onEdit={() => {
          // A changed request is a new operation, not a retry of the last one.
          create.renew();
          if (notice.notice?.tone === 'error') notice.clear();
        }}
        onSubmit={submit}
        notice={notice}
        verified={verified}
        onVerifiedClose={() => setVerified(false)}
        addressBook={addressBook}
        addressBookSection={
          <AfterHydration>
            <AddressBookPanel
              gate={gate}
              book={addressBook}
              onRetry={onRetryAddressBook}
              chains={chainOptions}
            />
          </AfterHydration>
        }
      />
      {gate.dialog}
      <LazyWithdrawalCodeDialog
        withdrawalId={verifying?.id ?? null}
        title={t`Verify Your Withdrawal`}
        sent={code.pending?.sent}
        description={
          verifying ? (
            <MaskedText
              text={t`Enter the 6-digit code we e-mailed you to confirm your withdrawal of ${amount}. The code expires in 10 minutes.`}
            />
          ) : (
            ''
          )
        }
        onCancel={code.close}
        onVerified={() => {
          code.close();
          notice.clear();
          setVerified(true);
        }}
        onExpired={(message) => {
          code.close();
          notice.show({ tone: 'error', message });
        }}
      />
    </>
  );
}
