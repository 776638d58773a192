import { useRef, useState } from 'react';
import {
  useBalance,
  useCreateTransferMutation,
  useIdempotencyKey,
  useLoadStatus,
  useTransfers,
  type Transfer,
} from '@tp/api';
import { balanceMessages, transferMessages, withdrawalMessages } from '@tp/messages';
import { formatUsd } from '../../widgets/Money';
import { WithdrawalCodeDialog, codeEmailFailedNotice } from '../shared/WithdrawalCodeDialog';
import type { TransferRow } from './RecentTransfersTable';
import type { CompletedTransfer } from './TransferCompleteDialog';
import { TransferAssetView, type TransferNotice } from './TransferAssetView';
import { transferFailureOf } from './transferFailure';
import type { TransferErrors, TransferRequest } from './validateTransfer';

/** The pending transfer whose code the dialog asks for. */
interface Verifying {
  id: number;
  amount: number;
  recipientEmail: string;
  /** The code e-mail could not be sent: the dialog says so (Resend Code may work). */
  emailFailed?: boolean;
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
  const balance = useBalance();
  const transfers = useTransfers();
  const create = useCreateTransferMutation();
  const idempotencyKey = useIdempotencyKey();
  // A second click can land before the disabled button renders: one request per intended transfer.
  const submitting = useRef(false);
  const [serverErrors, setServerErrors] = useState<TransferErrors | null>(null);
  const [notice, setNotice] = useState<TransferNotice | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [verifying, setVerifying] = useState<Verifying | null>(null);
  const [completed, setCompleted] = useState<CompletedTransfer | null>(null);

  const balanceStatus = useLoadStatus(balance, {
    fallback: balanceMessages.loadFailed,
    select: (active) => active.balance,
  });
  const transfersStatus = useLoadStatus(transfers, {
    message: transferMessages.pendingLoadFailed,
    select: (list) => list.map(rowOf),
  });

  const submit = (request: TransferRequest) => {
    if (submitting.current) return;
    submitting.current = true;
    setNotice(null);
    setServerErrors(null);
    create.mutate(
      { input: request, idempotencyKey: idempotencyKey.current() },
      {
        onSuccess: (created) => {
          idempotencyKey.renew();
          setFormKey((key) => key + 1);
          if (!created.notification_sent)
            setNotice({ tone: 'warning', message: withdrawalMessages.notificationFailed });
          setVerifying({
            id: created.id,
            amount: created.amount,
            recipientEmail: created.recipient_email ?? request.recipientEmail,
            emailFailed: !created.notification_sent,
          });
        },
        onError: (error) => {
          const failure = transferFailureOf(error);
          if (Object.keys(failure.fields).length > 0) setServerErrors(failure.fields);
          if (failure.message) setNotice({ tone: 'error', message: failure.message });
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <>
      <TransferAssetView
        balance={balanceStatus}
        onBalanceRetry={() => void balance.refetch()}
        transfers={transfersStatus}
        onTransfersRetry={() => void transfers.refetch()}
        busy={create.isPending}
        serverErrors={serverErrors}
        notice={notice}
        onNoticeHide={() => setNotice(null)}
        formKey={formKey}
        completed={completed}
        onCompletedClose={() => setCompleted(null)}
        onFormEdit={idempotencyKey.renew}
        onSubmit={submit}
        onVerify={(id) => {
          const row = transfers.data?.find((candidate) => candidate.id === id);
          if (!row) return;
          setNotice(null);
          setVerifying({ id, amount: row.amount, recipientEmail: row.recipient_email });
        }}
      />
      <WithdrawalCodeDialog
        withdrawalId={verifying?.id ?? null}
        title="Verify Your Transfer"
        openingNotice={codeEmailFailedNotice(verifying?.emailFailed)}
        description={
          verifying
            ? `Enter the 6-digit code we e-mailed you to confirm your transfer of ${formatUsd(verifying.amount)} to ${verifying.recipientEmail}.`
            : null
        }
        onCancel={() => setVerifying(null)}
        onVerified={(transfer) => {
          setVerifying(null);
          setCompleted({
            amount: transfer.amount,
            recipientEmail: transfer.recipient_email ?? verifying?.recipientEmail ?? '',
          });
        }}
        onExpired={(message) => {
          setVerifying(null);
          setNotice({ tone: 'error', message });
        }}
      />
    </>
  );
}
