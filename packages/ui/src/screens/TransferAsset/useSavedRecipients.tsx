import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import {
  failureOf,
  useAddDestinationMutation,
  useAddressBook,
  useLoadProps,
  useResendDestinationCodeMutation,
  useVerifyDestinationMutation,
  withdrawalRefusalOf,
  type FailureTable,
} from '@tp/api';
import {
  addressBookMessages,
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  httpErrors,
  withdrawalMessages,
} from '@tp/messages';
import { formatDateTime } from '../../format';
import { useCodeChallenge, type CodeCheck } from '../../widgets/CodeDialog';
import { sectionAutoHide, useNotice } from '../../widgets/LiveNotice';
import { resendAnswer } from '../shared/emailedCodeAnswers';
import { LazyCodeDialog } from '../shared/lazyCodeDialogs';
import { useLazyStepUpGate } from '../shared/StepUp/useLazyStepUpGate';
import { holdMessage } from '../shared/WithdrawalHold/WithdrawalHoldNotice';
import { codeCheckKind, withdrawalCodeFailures } from '../shared/withdrawalCodeFailures';
import type {
  RecipientField,
  RecipientFormValues,
  SavedRecipientsCardProps,
} from './SavedRecipientsCard';
import { savedRecipientsOf } from './savedRecipientModel';

const texts = {
  saveFailed: msg`Could not save the recipient. Please try again.`,
  codeTitle: msg`Confirm the recipient`,
  codeDescription: msg`Enter the 6-digit code we e-mailed you to confirm this recipient.`,
  codeExpired: msg`The code expired, so the recipient was not saved. Please save it again.`,
};

const loadStepUpGate = () =>
  import('../shared/StepUp/StepUpGateHost').then(({ StepUpGateHost }) => StepUpGateHost);

/**
 * D22's saved recipients wired to the API: saving (the step-up, then the e-mailed code in the shared code dialog)
 * and confirming. Answers the card's props, and the dialogs to render beside the page.
 */
export function useSavedRecipients(): { card: SavedRecipientsCardProps; dialogs: ReactElement } {
  const { i18n } = useLingui();
  // A step-up is needed only to save one: the gate loads when the server asks for it.
  const gate = useLazyStepUpGate(loadStepUpGate);
  const book = useLoadProps('status', useAddressBook(), {
    message: addressBookMessages.loadFailed,
    select: savedRecipientsOf,
  });
  const add = useAddDestinationMutation();
  const verify = useVerifyDestinationMutation();
  const resend = useResendDestinationCodeMutation();
  // The recipient waiting for its e-mailed code.
  const pendingCode = useCodeChallenge<number>();
  const code = pendingCode.pending && { id: pendingCode.pending.subject };
  const notice = useNotice(null, sectionAutoHide, code !== null);

  const saveFailures: FailureTable<RecipientField> = {
    fields: { label: 'label', recipient_email: 'email' },
    noAnswer: i18n._(texts.saveFailed),
    unexplained: i18n._(texts.saveFailed),
    status: {
      400: { reasonOr: i18n._(texts.saveFailed) },
      429: httpErrors.tooManyRequests,
      server: i18n._(texts.saveFailed),
    },
  };

  const onSave = async (values: RecipientFormValues) => {
    notice.clear();
    try {
      const sent = await gate.run(() =>
        add.mutateAsync({ label: values.label, kind: 'recipient', recipient_email: values.email }),
      );
      pendingCode.start(sent.destination.id, sent.challenge);
      return 'reset' as const;
    } catch (error) {
      if (gate.isCancelled(error)) return;
      const refusal = withdrawalRefusalOf(error);
      if (refusal?.code === 'withdrawals_on_hold') {
        notice.show({
          tone: 'warning',
          message: holdMessage({ until: refusal.opensAt, reason: null }),
        });
        return;
      }
      const { fieldErrors, message } = failureOf(error, saveFailures);
      if (message) notice.show({ tone: 'error', message });
      return { fieldErrors };
    }
  };

  const check = async (otp: string): Promise<CodeCheck> => {
    if (!code) return { kind: 'ended' };
    try {
      const confirmed = await verify.mutateAsync({ id: code.id, otp });
      pendingCode.close();
      if (confirmed.usable_at) {
        const time = formatDateTime(confirmed.usable_at);
        notice.show({
          tone: 'success',
          message: i18n._(msg`Saved. You can send to this recipient from ${time}.`),
        });
      }
      return { kind: 'confirmed' };
    } catch (error) {
      const failure = failureOf(error, withdrawalCodeFailures);
      const message = failure.message ?? codeCheckMessages.failed;
      switch (codeCheckKind(failure.status)) {
        case 'refused':
          return {
            kind: 'refused',
            refusal:
              failure.status === 429 ? { kind: 'burnt' } : { kind: 'wrong', triesLeft: null },
            message,
          };
        case 'expired':
          pendingCode.close();
          notice.show({ tone: 'error', message: i18n._(texts.codeExpired) });
          return { kind: 'ended' };
        default:
          return { kind: 'failed', message };
      }
    }
  };

  const dialogs = (
    <>
      <LazyCodeDialog
        open={code !== null}
        title={i18n._(texts.codeTitle)}
        description={i18n._(texts.codeDescription)}
        missingCodeMessage={codeValidation.codeRequired}
        disableVerifyWhileEmpty
        sent={pendingCode.pending?.sent}
        onCancel={pendingCode.close}
        verify={check}
        resend={() =>
          resendAnswer(
            code ? resend.mutateAsync(code.id) : Promise.reject(new Error('No code is out.')),
            { sent: forgotPasswordMessages.newCodeSent, failed: withdrawalMessages.resendFailed },
          )
        }
      />
      {gate.dialog}
    </>
  );

  return {
    card: {
      status: book.status,
      onRetry: book.onRetryStatus,
      notice,
      onSave,
      onEnterCode: pendingCode.reopen,
    },
    dialogs,
  };
}
