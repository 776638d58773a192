import { ApiError, type ErrorContext } from './apiError';
import { httpErrors } from '@tp/messages';

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and returns its data, or throws an ApiError carrying the user's message. */
export async function call<T>(
  pending: Promise<ClientResult<T>>,
  context: ErrorContext = 'default',
): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await pending;
  } catch (error) {
    throw toApiError(error);
  }
  const { data, error, response } = result;
  if (response.ok) return data as T;
  throw ApiError.fromAnswer(response.status, error, context);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(httpErrors.network, 'network');
}
