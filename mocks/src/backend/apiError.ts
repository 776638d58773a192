/** A refusal the server answers with: an HTTP status and a body in the contract's error shapes. */
export type ErrorBody = Record<string, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** 400 with per-field lists, e.g. {"email": ["A user with this email already exists."]}. */
export function fieldErrors(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, errors);
}

export function fieldError(field: string, message: string): ApiError {
  return fieldErrors({ [field]: [message] });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
