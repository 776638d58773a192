import type { Failure } from '@tp/api';
import type { NoticeControl } from '../../widgets/LiveNotice';

/**
 * A refused form submit: the message about the whole request on the page's notice, the field
 * messages back to the form (what `useForm`'s onSubmit answers).
 */
export function refusedSubmit<F extends string>(failure: Failure<F>, notice: NoticeControl) {
  if (failure.message) notice.show({ tone: 'error', message: failure.message });
  return { fieldErrors: failure.fieldErrors };
}
