/** Spec 1 §9: codes are 6 digits. */
export const CODE_LENGTH = 6;

/** Keeps the digits of what was typed or pasted ("123 456", "Code: 123456"), at most six. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The message to show for a code that cannot be sent yet, or null when it can. */
export function validateCode(code: string, missingMessage: string): string | null {
  return /^\d{6}$/.test(code) ? null : missingMessage;
}
