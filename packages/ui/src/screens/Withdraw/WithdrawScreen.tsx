import { useState } from 'react';
import {
  balanceAmount,
  type Chain,
  type CreateWithdrawalInput,
  failureOf,
  useBalance,
  useCreateWithdrawalMutation,
  useIdempotentSubmit,
  useLoadProps,
  useWithdrawals,
  type Withdrawal,
  type WithdrawalCreated,
} from '@tp/api';
import { withdrawalMessages } from '@tp/messages';
import { dollarsOfCents, moneyCents } from '../../forms';
import { sectionAutoHide, refusedSubmit, useNotice, type Notice } from '../../widgets/LiveNotice';
import { formatUsd } from '../../widgets/Money';
import { codeTimesOf, type CodeTimes } from '../../widgets/CodeDialog';
import { LazyWithdrawalCodeDialog } from '../shared/lazyCodeDialogs';
import { codeEmailFailedNotice } from '../shared/withdrawalCodeFailures';
import type { WithdrawalFormValues } from './validateWithdrawal';
import { createWithdrawalFailures } from './withdrawalFailures';
import { WithdrawView } from './WithdrawView';

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

function submittedBanner(created: WithdrawalCreated): Notice {
  // D1: the request exists even when the code e-mail failed; the dialog's Resend Code may still work.
  if (!created.notification_sent)
    return { tone: 'warning', message: withdrawalMessages.notificationFailed };
  return {
    tone: 'success',
    message: withdrawalMessages.submitted(formatUsd(created.amount), created.id),
  };
}

/** Spec 2 §2 and §4 withdrawal flow, wired to the API: create, verify with the e-mailed code (D1), refresh. */
export function WithdrawScreen() {
  const balance = useLoadProps('balance', useBalance(), balanceAmount);
  const pending = useLoadProps('pending', useWithdrawals({ status: 'pending' }), {
    message: withdrawalMessages.pendingLoadFailed,
    // Transfers are withdrawals too (D1); they are listed on Transfer Asset.
    select: (list) => list.filter((withdrawal) => withdrawal.withdrawal_method !== 'Transfer'),
  });
  const create = useIdempotentSubmit(useCreateWithdrawalMutation());
  const [verifying, setVerifying] = useState<{
    id: number;
    amount: number;
    emailFailed?: boolean;
    codeTimes?: CodeTimes;
  } | null>(null);
  // Spec 2 §4: a success clears after 3 s, counted once the code dialog no longer covers it.
  const notice = useNotice(null, sectionAutoHide, verifying !== null);
  const [verified, setVerified] = useState(false);

  const submit = async (values: WithdrawalFormValues) => {
    notice.clear();
    try {
      const created = await create.submit({ body: withdrawalRequestOf(values) });
      notice.show(submittedBanner(created));
      setVerifying({
        id: created.id,
        amount: created.amount,
        emailFailed: !created.notification_sent,
        codeTimes: codeTimesOf(created),
      });
      return 'reset' as const;
    } catch (error) {
      return refusedSubmit(failureOf(error, createWithdrawalFailures), notice);
    }
  };

  const openCodeDialog = (withdrawal: Withdrawal) =>
    setVerifying({ id: withdrawal.id, amount: withdrawal.amount });

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
      />
      <LazyWithdrawalCodeDialog
        withdrawalId={verifying?.id ?? null}
        title="Verify Your Withdrawal"
        openingNotice={codeEmailFailedNotice(verifying?.emailFailed)}
        codeTimes={verifying?.codeTimes}
        description={
          verifying
            ? `Enter the 6-digit code we e-mailed you to confirm your withdrawal of ${formatUsd(verifying.amount)}. The code expires in 10 minutes.`
            : ''
        }
        onCancel={() => setVerifying(null)}
        onVerified={() => {
          setVerifying(null);
          notice.clear();
          setVerified(true);
        }}
        onExpired={(message) => {
          setVerifying(null);
          notice.show({ tone: 'error', message });
        }}
      />
    </>
  );
}
