// The three code-check refusals of D1, shared by every code-checking operation's scenarios.
import { codeCheckMessages } from '@tp/messages';
import { SEED_NOW } from '../backend/seed';
import { serverTexts } from '../backend/serverTexts';
import { codeTimesAt } from '../backend/verificationCodes';

export const incorrectCode = { detail: codeCheckMessages.incorrect };
export const expiredCode = { detail: codeCheckMessages.expired, code: 'code_expired' as const };
export const tooManyAttempts = { detail: serverTexts.tooManyAttempts };
export const resendCooldown = { detail: serverTexts.resendCooldown, retry_after: 42 };
export const resendCooldownInit = { headers: { 'Retry-After': '42' } };
/** D1: the times of a code sent at the seed's clock, for answers taken without a backend. */
export const seedCodeTimes = codeTimesAt(Date.parse(SEED_NOW));
