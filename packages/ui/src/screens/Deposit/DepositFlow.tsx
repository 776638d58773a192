import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { depositMessages } from '@tp/messages';
import { formatUsd } from '../../format';
import {
  dollarsOfCents,
  moneyCents,
  useForm,
  type FieldErrors,
  type SubmitResult,
} from '../../forms';
import { Button } from '../../widgets/Button';
import { TextField } from '../../widgets/TextField';
import { lazyDialog } from '../../widgets/Dialog';
import { checkProofFile } from './checkProofFile';
import { ChoiceList, type Choice } from './ChoiceList';
import type { CopyText } from '../../widgets/CopyButton';
import {
  depositStepsAt,
  depositStepsReducer,
  type DepositFlowStart,
  type DepositStep,
} from './depositSteps';
import { depositWallets as defaultWallets, type DepositWallet } from './depositWallets';
import { ProofField } from './ProofField';
import {
  maxDepositCents,
  minDepositCents,
  validateDeposit,
  type DepositDetailsField,
  type DepositMethodName,
} from './validateDeposit';
import { WalletAddress } from './WalletAddress';
import { paymentMethodLabels } from '../shared/paymentMethods';
import { MaskedText } from '../../privacy';
import * as styles from './Deposit.css';

export type { DepositFlowStart, DepositStep } from './depositSteps';

const ConfirmDepositDialog = lazyDialog(() =>
  import('./ConfirmDepositDialog').then((module) => module.ConfirmDepositDialog),
);

/** A checked deposit, ready for the create call. */
export interface DepositRequest {
  amountCents: number;
  wallet: DepositWallet;
  proof: File;
}

/** What the form of the details step holds. */
interface DepositDetails {
  amount: string;
  proof: File | null;
}

export interface DepositFlowProps {
  wallets?: readonly DepositWallet[];
  /** Where the flow starts (stories); a fresh flow starts at the method list. */
  start?: DepositFlowStart;
  copyText?: CopyText;
  /** The user changed what they are about to send (a new idempotency key is due). */
  onEdit?: () => void;
  /** The create call, from Confirm: answers the server's field messages, or 'reset' once the deposit exists. */
  onSubmit: (
    request: DepositRequest,
  ) => SubmitResult<DepositDetailsField> | Promise<SubmitResult<DepositDetailsField>>;
}

/** A method's label and note are written in the active language when the list renders. */
type MethodChoice = Omit<Choice<DepositMethodName>, 'label' | 'note'> & { note?: string };

const methodChoices: readonly MethodChoice[] = [
  { value: 'Cryptocurrency' },
  // Spec 2 §6: shown, but disabled in the interface.
  { value: 'Bank Transfer', note: depositMessages.verifiedOnly, disabled: true },
  { value: 'Credit Card', note: depositMessages.verifiedOnly, disabled: true },
];

const stepTitles: Record<DepositStep, MessageDescriptor> = {
  method: msg`Choose a deposit method`,
  coin: msg`Choose a cryptocurrency`,
  details: msg`Deposit details`,
};

const emptyDetails: DepositDetails = { amount: '', proof: null };

/** Spec 2 §5 and D6 for the details step: the amount, and the proof by its content (its first bytes). */
async function detailsErrors(
  method: DepositMethodName | null,
  { amount, proof }: DepositDetails,
): Promise<FieldErrors<DepositDetailsField>> {
  const found = validateDeposit({ method, coin: null, amount, proof });
  const errors: FieldErrors<DepositDetailsField> = {};
  if (found.amount) errors.amount = found.amount;
  if (found.proof) errors.proof = found.proof;
  else if (proof) {
    try {
      const message = await checkProofFile(proof);
      if (message) errors.proof = message;
    } catch {
      // The file could not be read (moved or changed after it was chosen).
      errors.proof = depositMessages.verifyFailed;
    }
  }
  return errors;
}

function requestOf(wallet: DepositWallet | null, { amount, proof }: DepositDetails) {
  const amountCents = moneyCents(amount);
  if (!wallet || !proof || amountCents === null) return null;
  return { amountCents, wallet, proof } satisfies DepositRequest;
}

/**
 * Spec 2 §4 deposit flow: method → coin (crypto) → amount and proof → Confirm Deposit. Deposit checks
 * the form and opens the dialog; Confirm submits it, and the dialog closes when the create call settles.
 */
export function DepositFlow({
  wallets = defaultWallets,
  start,
  copyText,
  onEdit,
  onSubmit,
}: DepositFlowProps) {
  const { t, i18n } = useLingui();
  const [steps, dispatch] = useReducer(depositStepsReducer, start, depositStepsAt);
  const [checking, setChecking] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const wallet = wallets.find((candidate) => candidate.id === steps.coin) ?? null;

  const form = useForm<DepositDetails, DepositDetailsField>({
    initialValues: emptyDetails,
    validate: (details) => detailsErrors(steps.method, details),
    onSubmit: async (details) => {
      const request = requestOf(wallet, details);
      if (!request) return;
      const result = await onSubmit(request);
      // The create call settled: the dialog closes as the form shows the answer.
      setConfirmOpen(false);
      if (result === 'reset') dispatch({ type: 'startOver' });
      return result;
    },
    onEdit: () => onEdit?.(),
  });

  useEffect(() => {
    if (steps.moves > 0) headingRef.current?.focus();
  }, [steps.moves]);

  // Deposit: the same rules as Confirm's submit, then the dialog (spec 2 §4).
  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    const found = await detailsErrors(steps.method, form.values);
    setChecking(false);
    form.showErrors(found);
    if (Object.keys(found).length === 0) setConfirmOpen(true);
  };

  const request = requestOf(wallet, form.values);
  const minimum = formatUsd(dollarsOfCents(minDepositCents));
  const maximum = formatUsd(dollarsOfCents(maxDepositCents));

  return (
    <div className={styles.step}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {i18n._(stepTitles[steps.step])}
      </h2>

      {steps.step === 'method' && (
        <div className={styles.step}>
          <ChoiceList
            legend={t`Deposit method`}
            name="deposit-method"
            choices={methodChoices.map(({ note, ...choice }) => ({
              ...choice,
              label: i18n._(paymentMethodLabels[choice.value]),
              // A spec text of @tp/messages, translated by its English (D18).
              note: note && <MaskedText text={note} />,
            }))}
            value={steps.method}
            error={steps.errors.method}
            onChange={(method) => dispatch({ type: 'chooseMethod', method })}
          />
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => dispatch({ type: 'continue' })}>
              <Trans>Continue</Trans>
            </Button>
          </div>
        </div>
      )}

      {steps.step === 'coin' && (
        <div className={styles.step}>
          <ChoiceList
            legend={t`Cryptocurrency`}
            name="deposit-coin"
            choices={wallets.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            value={steps.coin}
            error={steps.errors.coin}
            onChange={(coin) => {
              dispatch({ type: 'chooseCoin', coin });
              onEdit?.();
            }}
          />
          {wallet && <WalletAddress key={wallet.id} wallet={wallet} copyText={copyText} />}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              <Trans>Back</Trans>
            </Button>
            <Button variant="primary" onClick={() => dispatch({ type: 'continue' })}>
              <Trans>Continue</Trans>
            </Button>
          </div>
        </div>
      )}

      {steps.step === 'details' && (
        // The form's ref and noValidate come from useForm; its submit is the check before Confirm.
        <form className={styles.step} {...form.formProps} onSubmit={(event) => void check(event)}>
          {wallet && <WalletAddress key={wallet.id} wallet={wallet} copyText={copyText} />}
          <TextField
            label={t`Amount (USD)`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            hint={t`From ${minimum} to ${maximum}.`}
            value={form.values.amount}
            error={form.errors.amount}
            onValueChange={(value) => form.setValue('amount', value)}
          />
          {steps.method === 'Cryptocurrency' && (
            <ProofField
              file={form.values.proof}
              error={form.errors.proof}
              onFileChange={(file) => form.setValue('proof', file)}
            />
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" variant="primary" busy={checking} busyLabel={t`Checking...`}>
              <Trans>Deposit</Trans>
            </Button>
          </div>
        </form>
      )}

      {request && (
        <ConfirmDepositDialog
          open={confirmOpen}
          amount={dollarsOfCents(request.amountCents)}
          wallet={request.wallet}
          proofName={request.proof.name}
          submitting={form.busy}
          onCancel={() => setConfirmOpen(false)}
          // A check that fails at Confirm (say, the file changed) also closes the dialog, onto the fields.
          onConfirm={() => void form.submit().finally(() => setConfirmOpen(false))}
        />
      )}
    </div>
  );
}
