// The three code-check refusals of D1, shared by every code-checking operation's scenarios.
import { codeCheckMessages } from '@tp/messages';
import { serverTexts } from '../backend/serverTexts';

export const incorrectCode = { detail: codeCheckMessages.incorrect };
export const expiredCode = { detail: codeCheckMessages.expired, code: 'code_expired' as const };
export const tooManyAttempts = { detail: serverTexts.tooManyAttempts };
export const resendCooldown = { detail: serverTexts.resendCooldown, retry_after: 42 };
export const resendCooldownInit = { headers: { 'Retry-After': '42' } };
