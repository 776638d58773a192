import { failureOf, type FailureTable } from '@tp/api';
import { httpErrors } from '@tp/messages';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { isStepUpCancelled } from '../shared/StepUp';
import type { IdleTimeoutField } from './IdleTimeoutSection';

/** POST /auth/security/totp/enable/ (D15): a wrong code is a 400 on `authentication_code`, under the field. */
export const enableTotpFailures: FailureTable<'code'> = {
  fields: { authentication_code: 'code' },
};

/** PATCH /auth/security/idle-timeout/ (D15): a value out of 5..720 is a 400 on its field. */
export const idleTimeoutFailures: FailureTable<IdleTimeoutField> = {
  fields: { idle_timeout_minutes: 'minutes' },
};

/**
 * A security change that did not happen: nothing to say when its step-up was cancelled (the user chose so);
 * else its message beside the section (spec §8: the server's reason, or the status's text), and its field
 * messages for the form.
 */
export function securityChangeFailed<F extends string = never>(
  error: unknown,
  notice: NoticeControl,
  table: FailureTable<F> = {},
): { fieldErrors?: Partial<Record<F, string>> } {
  if (isStepUpCancelled(error)) return {};
  const failure = failureOf(error, table);
  const aboutFields = Object.keys(failure.fieldErrors).length > 0;
  if (failure.message || !aboutFields)
    notice.show({ tone: 'error', message: failure.message ?? httpErrors.fallback });
  return { fieldErrors: failure.fieldErrors };
}
