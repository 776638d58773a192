import { useLingui } from '@lingui/react/macro';
import { useState, type ReactElement } from 'react';
import {
  ApiError,
  failureOf,
  useAddDestinationMutation,
  useRemoveDestinationMutation,
  useResendDestinationCodeMutation,
  useSetAllowListMutation,
  useVerifyDestinationMutation,
  withdrawalRefusalOf,
} from '@tp/api';
import {
  addressBookMessages,
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  withdrawalMessages,
} from '@tp/messages';
import { useClock } from '../../clock';
import { formatDateTime } from '../../format';
import { formatWait } from '../../format/duration';
import { useCodeChallenge, type CodeCheck } from '../../widgets/CodeDialog';
import { sectionAutoHide, useNotice } from '../../widgets/LiveNotice';
import { resendAnswer } from '../shared/emailedCodeAnswers';
import { LazyCodeDialog } from '../shared/lazyCodeDialogs';
import { codeCheckKind, withdrawalCodeFailures } from '../shared/withdrawalCodeFailures';
import { holdMessage } from '../shared/WithdrawalHold/WithdrawalHoldNotice';
import type { AddDestinationAnswer } from './AddDestinationDialog';
import {
  addDestinationFailures,
  allowListFailures,
  removeDestinationFailures,
} from './addressBookFailures';
import type { AddressBookFlowProps } from './AddressBookSection';
import type { AddressBookModel, SavedDestination } from './addressBookModel';
import { addressBookTexts as texts } from './addressBookTexts';
import { addDestinationRequestOf, type DestinationFormValues } from './validateDestination';

/** The page's step-up gate: runs a change (asking for the proof when the server does) and tells a Cancel. */
export interface AddressBookGate {
  run: <T>(action: () => Promise<T>) => Promise<T>;
  isCancelled: (error: unknown) => boolean;
}

/** A destination's code check: confirmed, refused under the field, expired (the address was dropped), or failed. */
async function checkCode(
  verify: () => Promise<{ usable_at: string | null }>,
  onConfirmed: (usableFrom: string | null) => void,
  onExpired: () => void,
): Promise<CodeCheck> {
  try {
    onConfirmed((await verify()).usable_at);
    return { kind: 'confirmed' };
  } catch (error) {
    const refusal = withdrawalRefusalOf(error);
    if (refusal?.code === 'withdrawals_on_hold')
      return { kind: 'failed', message: holdMessage({ until: refusal.opensAt, reason: null }) };
    // The same answers as a withdrawal's code: wrong 400, burnt 429, expired 410.
    const failure = failureOf(error, withdrawalCodeFailures);
    const message = failure.message ?? codeCheckMessages.failed;
    switch (codeCheckKind(failure.status)) {
      case 'refused':
        return {
          kind: 'refused',
          refusal: failure.status === 429 ? { kind: 'burnt' } : { kind: 'wrong', triesLeft: null },
          message,
        };
      case 'expired':
        onExpired();
        return { kind: 'ended' };
      default:
        return { kind: 'failed', message };
    }
  }
}

/**
 * D16's address book wired to the API: adding (the step-up, then the e-mailed code in the shared code dialog),
 * removing, and the allow-list (the step-up). Owns the section's notice and the code dialog; `book` is the book
 * as the page shows it.
 */
export function useAddressBookFlow(
  gate: AddressBookGate,
  book: AddressBookModel | null,
): { flow: AddressBookFlowProps; codeDialog: ReactElement } {
  const { i18n } = useLingui();
  const clock = useClock();
  const add = useAddDestinationMutation();
  const verify = useVerifyDestinationMutation();
  const resend = useResendDestinationCodeMutation();
  const remove = useRemoveDestinationMutation();
  const allowList = useSetAllowListMutation();
  // The destination waiting for its e-mailed code (its times unknown when opened from the list).
  const pendingCode = useCodeChallenge<number>();
  const code = pendingCode.pending && { id: pendingCode.pending.subject };
  // A success clears after 3 s, counted once the code dialog no longer covers it.
  const notice = useNotice(null, sectionAutoHide, code !== null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [allowListBusy, setAllowListBusy] = useState(false);

  const onAdd = async (values: DestinationFormValues): Promise<AddDestinationAnswer> => {
    notice.clear();
    try {
      const sent = await gate.run(() => add.mutateAsync(addDestinationRequestOf(values)));
      pendingCode.start(sent.destination.id, sent.challenge);
      return 'reset';
    } catch (error) {
      if (gate.isCancelled(error)) return;
      const refusal = withdrawalRefusalOf(error);
      if (refusal?.code === 'withdrawals_on_hold')
        return {
          message: holdMessage({ until: refusal.opensAt, reason: book?.hold?.reason ?? null }),
        };
      const { fieldErrors, message } = failureOf(error, addDestinationFailures);
      return { fieldErrors, message };
    }
  };

  const onConfirmed = (usableFrom: string | null) => {
    pendingCode.close();
    const usableAt = usableFrom === null ? Number.NaN : Date.parse(usableFrom);
    if (usableFrom === null || !Number.isFinite(usableAt)) return;
    // The wait by the server's clock: its instant less its time now.
    const wait = usableAt - (clock() + (book?.serverOffset ?? 0));
    notice.show({
      tone: 'success',
      message: addressBookMessages.confirmed(formatDateTime(usableFrom), formatWait(wait)),
    });
  };

  const onRemove = async (destination: SavedDestination) => {
    notice.clear();
    setRemoving(destination.id);
    try {
      await remove.mutateAsync(destination.id);
      notice.show({ tone: 'success', message: addressBookMessages.removed(destination.label) });
    } catch (error) {
      // Gone already (another tab removed it): what the user asked for is done.
      if (error instanceof ApiError && error.status === 404)
        notice.show({ tone: 'success', message: addressBookMessages.removed(destination.label) });
      else
        notice.show({
          tone: 'error',
          message:
            failureOf(error, removeDestinationFailures).message ?? addressBookMessages.removeFailed,
        });
    } finally {
      setRemoving(null);
    }
  };

  const onAllowListChange = async (enabled: boolean) => {
    notice.clear();
    setAllowListBusy(true);
    try {
      const answer = await gate.run(() => allowList.mutateAsync(enabled));
      notice.show({
        tone: 'success',
        message:
          answer.enabled && answer.turns_off_at !== null
            ? addressBookMessages.turnsOffAt(formatDateTime(answer.turns_off_at))
            : addressBookMessages.allowListOn,
      });
    } catch (error) {
      if (gate.isCancelled(error)) return;
      notice.show({
        tone: 'error',
        message: failureOf(error, allowListFailures).message ?? addressBookMessages.allowListFailed,
      });
    } finally {
      setAllowListBusy(false);
    }
  };

  const codeDialog = (
    <LazyCodeDialog
      open={code !== null}
      title={i18n._(texts.codeTitle)}
      description={
        book?.allowList.enabled
          ? i18n._(texts.codeDescriptionAllowListOn)
          : addressBookMessages.codeDescription
      }
      missingCodeMessage={codeValidation.codeRequired}
      disableVerifyWhileEmpty
      sent={pendingCode.pending?.sent}
      onCancel={pendingCode.close}
      verify={(otp) =>
        code
          ? checkCode(
              () => verify.mutateAsync({ id: code.id, otp }),
              onConfirmed,
              () => {
                pendingCode.close();
                notice.show({ tone: 'error', message: addressBookMessages.codeExpired });
              },
            )
          : Promise.resolve({ kind: 'ended' })
      }
      resend={() =>
        resendAnswer(
          code ? resend.mutateAsync(code.id) : Promise.reject(new Error('No code is out.')),
          { sent: forgotPasswordMessages.newCodeSent, failed: withdrawalMessages.resendFailed },
        )
      }
    />
  );

  return {
    flow: {
      notice,
      onAdd,
      onEnterCode: (destination) => pendingCode.reopen(destination.id),
      onRemove,
      removing,
      onAllowListChange,
      allowListBusy,
    },
    codeDialog,
  };
}
