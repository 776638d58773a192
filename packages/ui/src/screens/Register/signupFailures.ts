import type { FailureTable } from '@tp/api';
import { registerFields, type RegisterServerField } from './validateRegister';

/**
 * Spec 1 §5 and §8 for POST /auth/signup/: a field message of the server goes under the form field of
 * the same name; anything else is the §8 message (signup's own text for an empty answer).
 */
export const signupFailures: FailureTable<RegisterServerField> = {
  fields: Object.fromEntries(registerFields.map((field) => [field, field])),
};
