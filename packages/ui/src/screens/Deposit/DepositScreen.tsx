import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  useBalance,
  useCreateDepositMutation,
  useIdempotencyKey,
  useLoadStatus,
  usePendingDeposits,
} from '@tp/api';
import { balanceMessages, depositMessages } from '@tp/messages';
import { formatUsd } from '../../widgets/Money';
import type { DepositRequest } from './DepositFlow';
import { depositFailure, type DepositFailure } from './depositFailure';
import type { DepositOutcomeMessage } from './DepositOutcome';
import { DepositView } from './DepositView';

/** A success another page sent along, e.g. /packages after a subscription (spec 2 §4). */
function arrivalNotice(state: unknown): DepositOutcomeMessage | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message, tone } = state as { message?: unknown; tone?: unknown };
  return typeof message === 'string' && tone === 'success' ? { tone, message } : null;
}

/** Spec 2 §2 Deposit, wired to the API: the balance, the pending list and the create call (D4, D5, D6). */
export function DepositScreen() {
  const balance = useBalance();
  const pending = usePendingDeposits();
  const create = useCreateDepositMutation();
  const idempotencyKey = useIdempotencyKey();
  const location = useLocation();
  const [outcome, setOutcome] = useState<DepositOutcomeMessage | null>(() =>
    arrivalNotice(location.state),
  );
  const [serverErrors, setServerErrors] = useState<DepositFailure['fieldErrors']>({});
  const [formKey, setFormKey] = useState(0);
  const balanceStatus = useLoadStatus(balance, {
    fallback: balanceMessages.loadFailed,
    select: (active) => active.balance,
  });
  const pendingStatus = useLoadStatus(pending, { message: depositMessages.pendingLoadFailed });

  const confirm = (request: DepositRequest) => {
    if (create.isPending) return;
    setOutcome(null);
    create.mutate(
      {
        input: {
          amount: request.amount,
          payment_method: 'Cryptocurrency',
          wallet_id: request.wallet.id,
          wallet_address: request.wallet.address,
          cryptoType: request.wallet.cryptoType,
          proof: request.proof,
        },
        idempotencyKey: idempotencyKey.current(),
      },
      {
        onSuccess: (deposit) => {
          idempotencyKey.renew();
          setServerErrors({});
          setFormKey((key) => key + 1);
          setOutcome(
            deposit.notification_sent
              ? {
                  tone: 'success',
                  message: depositMessages.success(formatUsd(deposit.amount), deposit.id),
                }
              : { tone: 'warning', message: depositMessages.notificationFailed },
          );
        },
        onError: (error) => {
          const failure = depositFailure(error);
          setServerErrors(failure.fieldErrors);
          setOutcome(failure.message ? { tone: 'error', message: failure.message } : null);
        },
      },
    );
  };

  return (
    <DepositView
      balance={balanceStatus}
      pending={pendingStatus}
      onRetryPending={() => void pending.refetch()}
      submitting={create.isPending}
      outcome={outcome}
      onOutcomeHide={() => setOutcome(null)}
      serverErrors={serverErrors}
      formKey={formKey}
      onEdit={idempotencyKey.renew}
      onConfirm={confirm}
    />
  );
}
