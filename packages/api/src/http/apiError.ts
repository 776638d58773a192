import { httpErrors, loginErrors, loginServerDetails } from '@tp/messages';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'session';

/** Every failed call surfaces as one of these, with the message the user should read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** The error for an answer with this status and body, its message by the spec §8 rules. */
  static fromAnswer(status: number, body: unknown, context: ErrorContext = 'default'): ApiError {
    return new ApiError(
      messageFromErrorResponse(status, body, context),
      'http',
      status,
      body ?? null,
    );
  }

  /** A machine-readable `code` of the error body, if any (e.g. `email_not_verified`). */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  /** Per-field messages of an error body, `field → message` (a field's list joined with spaces). */
  get fieldErrors(): Readonly<Record<string, string>> {
    return Object.fromEntries(
      fieldErrorLists(this.body).map(([field, messages]) => [field, messages.join(' ')]),
    );
  }

  /** The server's own explanation, if it gave one: `non_field_errors`, else `detail`, else `message`. */
  get reason(): string | undefined {
    if (!isRecord(this.body)) return undefined;
    const nonFieldErrors = toStringList(this.body.non_field_errors);
    if (nonFieldErrors.length > 0) return nonFieldErrors.join(', ');
    return nonEmptyString(this.body.detail) ?? nonEmptyString(this.body.message);
  }

  get redirectToLogin(): boolean {
    return isRecord(this.body) && this.body.redirect_to_login === true;
  }
}

export type ErrorContext = 'login' | 'default';

const reservedKeys = new Set([
  'detail',
  'message',
  'non_field_errors',
  'code',
  'redirect_to_login',
  'retry_after',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toStringList(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The per-field message lists of an error body, e.g. `{ email: ['…'] }`; reserved keys left out. */
function fieldErrorLists(body: unknown): [string, string[]][] {
  if (!isRecord(body)) return [];
  return Object.entries(body)
    .filter(([field]) => !reservedKeys.has(field))
    .map(([field, value]): [string, string[]] => [field, toStringList(value)])
    .filter(([, messages]) => messages.length > 0);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Spec 1 §8: an error answer becomes one message; first match wins. */
export function messageFromErrorResponse(
  status: number,
  body: unknown,
  context: ErrorContext = 'default',
): string {
  const record = isRecord(body) ? body : {};
  const detail = nonEmptyString(record.detail);

  if (context === 'login' && status === 401) {
    if (detail === loginServerDetails.noActiveAccount) return loginErrors.emailNotFound;
    if (detail === loginServerDetails.invalidPassword) return loginErrors.invalidPassword;
    return detail ?? loginErrors.authenticationFailedFallback;
  }
  if (status === 403) return httpErrors.forbidden;
  if (status === 429) return httpErrors.tooManyRequests;
  if (status >= 500) return httpErrors.serverError;

  const error = new ApiError('', 'http', status, body);
  if (error.reason) return error.reason;
  const fieldMessages = fieldErrorLists(body).map(
    ([field, messages]) => `${field}: ${messages.join(', ')}`,
  );
  if (fieldMessages.length > 0) return fieldMessages.join('; ');
  return httpErrors.fallback;
}
