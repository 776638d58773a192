import { useEffect, useRef, useState, type FormEvent } from 'react';
import { depositMessages } from '@tp/messages';
import { useFieldErrors } from '../../forms';
import { Button } from '../../widgets/Button';
import { TextField } from '../../widgets/TextField';
import { checkProofFile } from './checkProofFile';
import { ChoiceList, type Choice } from './ChoiceList';
import { ConfirmDepositDialog } from './ConfirmDepositDialog';
import type { CopyText } from './CopyButton';
import type { DepositServerField } from './depositFailure';
import { depositWallets as defaultWallets, type DepositWallet } from './depositWallets';
import { ProofField } from './ProofField';
import {
  parseAmountCents,
  validateDeposit,
  type DepositField,
  type DepositMethodName,
} from './validateDeposit';
import { WalletAddress } from './WalletAddress';
import * as styles from './Deposit.css';

export type DepositStep = 'method' | 'coin' | 'details';

/** A checked deposit, ready for the create call. */
export interface DepositRequest {
  /** As typed, trimmed: the API takes a decimal string. */
  amount: string;
  amountCents: number;
  wallet: DepositWallet;
  proof: File;
}

export interface DepositFlowStart {
  step?: DepositStep;
  coin?: DepositWallet['id'];
  amount?: string;
  proof?: File;
}

export interface DepositFlowProps {
  wallets?: readonly DepositWallet[];
  /** Where the flow starts (stories); a fresh flow starts at the method list. */
  start?: DepositFlowStart;
  /** The create call is running: Confirm is busy and the dialog cannot be closed. */
  submitting?: boolean;
  /** Field messages from a refused create call. */
  serverErrors?: Partial<Record<DepositServerField, string>>;
  /** Move focus to the step heading on mount (after a reset). */
  focusOnMount?: boolean;
  copyText?: CopyText;
  /** The user changed what they are about to send (a new idempotency key is due). */
  onEdit?: () => void;
  onConfirm: (request: DepositRequest) => void;
}

const methodChoices: readonly Choice<DepositMethodName>[] = [
  { value: 'Cryptocurrency', label: 'Cryptocurrency' },
  // Spec 2 §6: shown, but disabled in the interface.
  {
    value: 'Bank Transfer',
    label: 'Bank Transfer',
    note: depositMessages.verifiedOnly,
    disabled: true,
  },
  {
    value: 'Credit Card',
    label: 'Credit Card',
    note: depositMessages.verifiedOnly,
    disabled: true,
  },
];

const stepTitles: Record<DepositStep, string> = {
  method: 'Choose a deposit method',
  coin: 'Choose a cryptocurrency',
  details: 'Deposit details',
};

type FocusTarget = 'heading' | 'amount' | 'proof';

const noServerErrors: Partial<Record<DepositServerField, string>> = {};

/** Spec 2 §4 deposit flow: method → coin (crypto) → amount and proof → Confirm Deposit. */
export function DepositFlow({
  wallets = defaultWallets,
  start = {},
  submitting = false,
  serverErrors = noServerErrors,
  focusOnMount = false,
  copyText,
  onEdit,
  onConfirm,
}: DepositFlowProps) {
  const [step, setStep] = useState<DepositStep>(start.step ?? 'method');
  const [method, setMethod] = useState<DepositMethodName | null>(
    start.step && start.step !== 'method' ? 'Cryptocurrency' : null,
  );
  const [coinId, setCoinId] = useState<DepositWallet['id'] | null>(start.coin ?? null);
  const [amount, setAmount] = useState(start.amount ?? '');
  const [proof, setProof] = useState<File | null>(start.proof ?? null);
  const [checking, setChecking] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { errors, setErrors, clearError } = useFieldErrors<DepositField>();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const proofRef = useRef<HTMLInputElement>(null);
  // A new object per request, so asking for the same target twice still moves focus.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(
    focusOnMount ? { target: 'heading' } : null,
  );
  const setFocusTarget = (target: FocusTarget) => setFocusRequest({ target });

  const wallet = wallets.find((candidate) => candidate.id === coinId) ?? null;

  // The create call settled: close the dialog (a success remounts the whole flow).
  const [wasSubmitting, setWasSubmitting] = useState(submitting);
  if (submitting !== wasSubmitting) {
    setWasSubmitting(submitting);
    if (!submitting) {
      setConfirmOpen(false);
      setSent(false);
    }
  }

  // A refusal's field messages join the form's, and are cleared by editing like any other.
  const [seenServerErrors, setSeenServerErrors] = useState(noServerErrors);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    const fields = Object.keys(serverErrors) as DepositServerField[];
    if (fields.length > 0) {
      setErrors((previous) => ({ ...previous, ...serverErrors }));
      setConfirmOpen(false);
      setSent(false);
      setStep('details');
      setFocusTarget(fields.includes('amount') ? 'amount' : 'proof');
    }
  }

  useEffect(() => {
    if (focusRequest === null) return;
    const targets = { heading: headingRef, amount: amountRef, proof: proofRef } as const;
    targets[focusRequest.target].current?.focus();
  }, [focusRequest]);

  const goTo = (next: DepositStep) => {
    setStep(next);
    setFocusTarget('heading');
  };

  const continueFromMethod = () => {
    const found = validateDeposit({ method, coin: null, amount: '', proof: null });
    if (found.method) {
      setErrors({ method: found.method });
      return;
    }
    // Bank and card would go straight to the form (spec 2 §4); both are disabled for now.
    goTo(method === 'Cryptocurrency' ? 'coin' : 'details');
  };

  const continueFromCoin = () => {
    const found = validateDeposit({ method, coin: coinId, amount: '', proof: null });
    if (found.coin) {
      setErrors({ coin: found.coin });
      return;
    }
    goTo('details');
  };

  const submitDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDeposit({ method, coin: coinId, amount, proof });
    if (!found.proof && proof) {
      setChecking(true);
      try {
        const message = await checkProofFile(proof);
        if (message) found.proof = message;
      } catch {
        // The file could not be read (moved or changed after it was chosen).
        found.proof = depositMessages.verifyFailed;
      } finally {
        setChecking(false);
      }
    }
    setErrors(found);
    if (found.amount) setFocusTarget('amount');
    else if (found.proof) setFocusTarget('proof');
    else if (Object.keys(found).length === 0) setConfirmOpen(true);
  };

  const request: DepositRequest | null =
    wallet && proof && parseAmountCents(amount) !== null
      ? { amount: amount.trim(), amountCents: parseAmountCents(amount) ?? 0, wallet, proof }
      : null;

  return (
    <div className={styles.step}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {stepTitles[step]}
      </h2>

      {step === 'method' && (
        <div className={styles.step}>
          <ChoiceList
            legend="Deposit method"
            name="deposit-method"
            choices={methodChoices}
            value={method}
            error={errors.method}
            onChange={(value) => {
              setMethod(value);
              clearError('method');
            }}
          />
          <div className={styles.actions}>
            <Button variant="primary" onClick={continueFromMethod}>
              Continue
            </Button>
          </div>
        </div>
      )}

      {step === 'coin' && (
        <div className={styles.step}>
          <ChoiceList
            legend="Cryptocurrency"
            name="deposit-coin"
            choices={wallets.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            value={coinId}
            error={errors.coin}
            onChange={(value) => {
              setCoinId(value);
              clearError('coin');
              onEdit?.();
            }}
          />
          {wallet && <WalletAddress key={wallet.id} wallet={wallet} copyText={copyText} />}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => goTo('method')}>
              Back
            </Button>
            <Button variant="primary" onClick={continueFromCoin}>
              Continue
            </Button>
          </div>
        </div>
      )}

      {step === 'details' && (
        <form className={styles.step} onSubmit={submitDetails} noValidate>
          {wallet && <WalletAddress key={wallet.id} wallet={wallet} copyText={copyText} />}
          <TextField
            ref={amountRef}
            label="Amount (USD)"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            hint="From $200.00 to $200,000.00."
            value={amount}
            error={errors.amount}
            onValueChange={(value) => {
              setAmount(value);
              clearError('amount');
              onEdit?.();
            }}
          />
          {method === 'Cryptocurrency' && (
            <ProofField
              ref={proofRef}
              file={proof}
              error={errors.proof}
              onFileChange={(file) => {
                setProof(file);
                clearError('proof');
                onEdit?.();
              }}
            />
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => goTo(method === 'Cryptocurrency' ? 'coin' : 'method')}
            >
              Back
            </Button>
            <Button type="submit" variant="primary" busy={checking} busyLabel="Checking...">
              Deposit
            </Button>
          </div>
        </form>
      )}

      {request && (
        <ConfirmDepositDialog
          open={confirmOpen}
          amount={request.amountCents / 100}
          wallet={request.wallet}
          proofName={request.proof.name}
          submitting={submitting || sent}
          onCancel={() => setConfirmOpen(false)}
          onConfirm={() => {
            if (submitting || sent) return;
            setSent(true);
            onConfirm(request);
          }}
        />
      )}
    </div>
  );
}
