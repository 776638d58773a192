import { lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  balanceAmount,
  failureOf,
  type Transfer,
  useBalance,
  useCreateTransferMutation,
  useIdempotentSubmit,
  useLoadProps,
  useTransfers,
  withdrawalRefusalOf,
} from '@tp/api';
import { transferMessages, withdrawalMessages } from '@tp/messages';
import { refusedSubmit, useNotice } from '../../widgets/LiveNotice';
import { MaskedText, useOwnAmounts } from '../../privacy';
import { useCodeChallenge } from '../../widgets/CodeDialog';
import { LazyWithdrawalCodeDialog } from '../shared/lazyCodeDialogs';
import { codeEmailFailedNotice } from '../shared/withdrawalCodeFailures';
import type { TransferRow } from './RecentTransfersTable';
import type { CompletedTransfer } from './TransferCompleteDialog';
import { TransferAssetView } from './TransferAssetView';
import { createTransferFailures } from './transferFailures';
import { AfterHydration } from '../../hydration/AfterHydration';

// D22: the saved recipients (their form, flow and code dialog) load after the page's first paint.
const SavedRecipients = lazy(() =>
  import('./SavedRecipients').then(({ SavedRecipients }) => ({ default: SavedRecipients })),
);
import type { TransferRequest } from './validateTransfer';

/** The pending transfer whose code the dialog asks for. */
interface Verifying {
  id: number;
  amount: number;
  /** D16: the recipient as the server knows them (canonical), never as typed; null if it did not say. */
  recipientEmail: string | null;
}

const rowOf = (transfer: Transfer): TransferRow => ({
  id: transfer.id,
  createdAt: transfer.created_at,
  recipientEmail: transfer.recipient_email,
  amount: transfer.amount,
  status: transfer.status,
});

/**
 * Spec 2 §4 transfer flow, with D1: create (funds held, code e-mailed to the sender), Verify Your Transfer
 * (server-checked code), Transfer Complete; the balance and the list refresh after each step.
 */
export function TransferAssetScreen() {
  const { t, i18n } = useLingui();
  const balance = useLoadProps('balance', useBalance(), balanceAmount);
  const own = useOwnAmounts();
  const transfers = useTransfers();
  const transfersProps = useLoadProps('transfers', transfers, {
    message: transferMessages.pendingLoadFailed,
    select: (list) => list.map(rowOf),
  });
  const create = useIdempotentSubmit(useCreateTransferMutation());
  const notice = useNotice();
  // The code e-mail could not be sent: the dialog says so (Resend Code may work).
  const code = useCodeChallenge<Verifying>(codeEmailFailedNotice(true));
  const verifying = code.pending?.subject ?? null;
  const [completed, setCompleted] = useState<CompletedTransfer | null>(null);

  const submit = async (request: TransferRequest) => {
    notice.clear();
    try {
      const created = await create.submit({ input: request });
      if (!created.challenge.emailSent)
        notice.show({ tone: 'warning', message: withdrawalMessages.notificationFailed });
      code.start(
        { id: created.id, amount: created.amount, recipientEmail: created.recipient_email },
        created.challenge,
      );
      return 'reset' as const;
    } catch (error) {
      // D16: for 24 hours after a credential change no money leaves; the text (loaded now) says until when.
      const refusal = withdrawalRefusalOf(error);
      if (refusal?.code === 'withdrawals_on_hold') {
        const { holdMessage } = await import('../shared/WithdrawalHold/WithdrawalHoldNotice');
        notice.show({
          tone: 'warning',
          message: holdMessage({ until: refusal.opensAt, reason: null }),
        });
        return;
      }
      // D22: the allow-list keeps transfers to saved recipients; what was typed stays. The texts load with it.
      if (refusal?.code === 'allow_list_on' || refusal?.code === 'destination_held') {
        const { transferRefusalNotice } = await import('./transferRefusalNotice');
        const allowList = transferRefusalNotice(error, i18n);
        if (allowList) {
          notice.show(allowList);
          return;
        }
      }
      return refusedSubmit(failureOf(error, createTransferFailures), notice);
    }
  };

  const verifyDescription = ({ amount: dollars, recipientEmail: email }: Verifying) => {
    const amount = own.usd(dollars);
    return email
      ? t`Enter the 6-digit code we e-mailed you to confirm your transfer of ${amount} to ${email}.`
      : t`Enter the 6-digit code we e-mailed you to confirm your transfer of ${amount}.`;
  };

  return (
    <>
      <TransferAssetView
        {...balance}
        {...transfersProps}
        notice={notice}
        completed={completed}
        onCompletedClose={() => setCompleted(null)}
        onFormEdit={create.renew}
        onSubmit={submit}
        savedRecipients={
          <AfterHydration>
            <SavedRecipients />
          </AfterHydration>
        }
        onVerify={(id) => {
          const row = transfers.data?.find((candidate) => candidate.id === id);
          if (!row) return;
          notice.clear();
          code.reopen({ id, amount: row.amount, recipientEmail: row.recipient_email });
        }}
      />
      <LazyWithdrawalCodeDialog
        withdrawalId={verifying?.id ?? null}
        title={t`Verify Your Transfer`}
        sent={code.pending?.sent}
        description={verifying ? <MaskedText text={verifyDescription(verifying)} /> : null}
        onCancel={code.close}
        onVerified={(transfer) => {
          code.close();
          setCompleted({
            amount: transfer.amount,
            recipientEmail: transfer.recipient_email ?? verifying?.recipientEmail ?? null,
          });
        }}
        onExpired={(message) => {
          code.close();
          notice.show({ tone: 'error', message });
        }}
      />
    </>
  );
}
