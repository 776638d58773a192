import { useLocation } from 'react-router-dom';
import {
  balanceAmount,
  failureOf,
  useBalance,
  useCreateDepositMutation,
  useIdempotentSubmit,
  useLoadProps,
  usePendingDeposits,
} from '@tp/api';
import { depositMessages } from '@tp/messages';
import { decimalOfCents } from '../../forms';
import { formatUsd } from '../../format';
import { markOwnAmount } from '../../privacy';
import { refusedSubmit, useNotice, type Notice } from '../../widgets/LiveNotice';
import type { DepositRequest } from './DepositFlow';
import { createDepositFailures } from './depositFailures';
import { DepositView } from './DepositView';

/** A success another page sent along, e.g. /packages after a subscription (spec 2 §4). */
function arrivalNotice(state: unknown): Notice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message, tone } = state as { message?: unknown; tone?: unknown };
  return typeof message === 'string' && tone === 'success' ? { tone, message } : null;
}

/** Spec 2 §2 Deposit, wired to the API: the balance, the pending list and the create call (D4, D5, D6). */
export function DepositScreen() {
  const balance = useLoadProps('balance', useBalance(), balanceAmount);
  const pending = useLoadProps('pending', usePendingDeposits(), {
    message: depositMessages.pendingLoadFailed,
  });
  const create = useIdempotentSubmit(useCreateDepositMutation());
  const location = useLocation();
  const outcome = useNotice(arrivalNotice(location.state));

  const submit = async (request: DepositRequest) => {
    outcome.clear();
    try {
      const deposit = await create.submit({
        input: {
          // The API takes a decimal string: the parser's cents, so "1,250.75" goes as "1250.75".
          amount: decimalOfCents(request.amountCents),
          payment_method: 'Cryptocurrency',
          wallet_id: request.wallet.id,
          wallet_address: request.wallet.address,
          cryptoType: request.wallet.cryptoType,
          proof: request.proof,
        },
      });
      outcome.show(
        deposit.notification_sent
          ? {
              tone: 'success',
              // The real figure: the notice masks it while privacy mode is on, whenever that began (issue 40).
              message: depositMessages.success(
                markOwnAmount(formatUsd(deposit.amount)),
                deposit.id,
              ),
            }
          : { tone: 'warning', message: depositMessages.notificationFailed },
      );
      return 'reset' as const;
    } catch (error) {
      return refusedSubmit(failureOf(error, createDepositFailures), outcome);
    }
  };

  return (
    <DepositView
      {...balance}
      {...pending}
      outcome={outcome}
      onEdit={create.renew}
      onSubmit={submit}
    />
  );
}
