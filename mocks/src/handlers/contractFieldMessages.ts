// A field's own texts for the contract check, like Django REST framework's per-field `error_messages`. Where the
// backend already refused a condition with a text of its own (mostly the spec's), the check, which now catches it
// first, answers with that text: moving the check earlier changes which requests are refused, not what they are told.
import {
  depositValidation,
  passwordChangeValidation,
  registerValidation,
  transferValidation,
  withdrawalValidation,
} from '@tp/messages';
import { serverTexts } from '../backend/serverTexts';
import type { OperationId } from './operations';

/** The JSON Schema keyword that failed, as Ajv names it. */
export type ContractKeyword =
  | 'required'
  | 'additionalProperties'
  | 'type'
  | 'enum'
  | 'const'
  | 'maxLength'
  | 'minLength'
  | 'pattern'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum';

/** A text, or a text for the schema's limit (`maximum: 250000` → `Maximum withdrawal amount is $250000.`). */
export type FieldMessage = string | ((limit: number) => string);
type FieldMessages = Partial<Record<ContractKeyword, FieldMessage>>;

const limitRange = {
  type: serverTexts.activityLimitRange,
  minimum: serverTexts.activityLimitRange,
  maximum: serverTexts.activityLimitRange,
};
const newPasswords = {
  new_password: { required: passwordChangeValidation.bothRequired },
  confirm_password: { required: passwordChangeValidation.bothRequired },
};

export const contractFieldMessages: Partial<Record<OperationId, Record<string, FieldMessages>>> = {
  signup: {
    first_name: { required: registerValidation.firstNameRequired },
    last_name: { required: registerValidation.lastNameRequired },
    email: { required: registerValidation.emailRequired },
    phone_number: { required: registerValidation.phoneRequired },
    password: { required: registerValidation.passwordRequired },
    verify_password: { required: registerValidation.verifyPasswordRequired },
  },
  resetPassword: newPasswords,
  requestPasswordChange: {
    old_password: { required: passwordChangeValidation.oldRequired },
    ...newPasswords,
  },
  listAccountActivity: { limit: limitRange },
  createDeposit: {
    amount: { required: depositValidation.invalidAmount },
    payment_method: { required: depositValidation.methodRequired },
    wallet_id: { required: depositValidation.coinRequired },
    proof: { required: depositValidation.proofRequired },
  },
  createWithdrawal: {
    amount: {
      required: withdrawalValidation.invalidAmount,
      type: withdrawalValidation.invalidAmount,
      exclusiveMinimum: transferValidation.amountNotPositive,
      maximum: withdrawalValidation.aboveMaximum,
    },
    withdrawal_method: { required: withdrawalValidation.methodRequired },
  },
  joinCopyTrader: { trader_code: { maxLength: serverTexts.traderCodeInvalid } },
  updateCopyTrader: { status: { enum: serverTexts.copyTraderStatusInvalid } },
  getPortfolioHistory: { range: { enum: serverTexts.rangeInvalid } },
  getForexQuotes: { symbols: { maxLength: serverTexts.symbolsInvalid } },
};

/** Headers are no form fields: a refused header is the answer's `detail`. */
export const contractHeaderMessages: Record<string, { required: string; invalid: string }> = {
  'Idempotency-Key': {
    required: serverTexts.idempotencyKeyRequired,
    invalid: serverTexts.idempotencyKeyInvalid,
  },
};
