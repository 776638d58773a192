// Reading untrusted request bodies: every refusal is a 400 in the contract's ValidationError shape.
import { ApiError, fieldErrors } from './apiError';
import { serverTexts } from './serverTexts';

export type Fields = Record<string, unknown>;

export function asFields(body: unknown): Fields {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, { detail: serverTexts.malformedBody });
  }
  return body as Fields;
}

/** Collects per-field errors so one answer lists them all, like a DRF serializer. */
export class FieldErrorCollector {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw fieldErrors(this.errors);
  }
}

/** A trimmed non-empty string, or null after recording `message` (default "This field is required."). */
export function requireText(
  fields: Fields,
  name: string,
  errors: FieldErrorCollector,
  message: string = serverTexts.fieldRequired,
): string | null {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '') {
    errors.add(name, message);
    return null;
  }
  return value.trim();
}

/** Like requireText but keeps the value as sent (passwords are not trimmed). */
export function requireRaw(
  fields: Fields,
  name: string,
  errors: FieldErrorCollector,
  message: string = serverTexts.fieldRequired,
): string | null {
  const value = fields[name];
  if (typeof value !== 'string' || value === '') {
    errors.add(name, message);
    return null;
  }
  return value;
}

export function optionalText(fields: Fields, name: string): string | null {
  const value = fields[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

// Spec 1 §5: optional plus, first digit 1-9, then 7 to 14 digits, after whitespace is removed.
export function normalizePhone(phone: string): string | null {
  const compact = phone.replace(/\s+/g, '');
  return /^\+?[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** The 6-digit otp field: required; any string is checked against the code (and counts as a try). */
export function requireOtp(fields: Fields): string {
  const errors = new FieldErrorCollector();
  const otp = requireText(fields, 'otp', errors);
  errors.throwIfAny();
  return otp ?? '';
}
