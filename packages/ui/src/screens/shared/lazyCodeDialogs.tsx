import { lazy } from 'react';
import { AfterHydration } from '../../hydration/AfterHydration';
import type { VerifyEmailDialogProps } from './VerifyEmailDialog';
import type { WithdrawalCodeDialogProps } from './WithdrawalCodeDialog';

// The code dialogs open only once a code is out (a sign-up, an unverified sign-in, a password reset, a
// withdrawal or a transfer): they load beside the page, not before its first paint (scripts/check-bundle.mjs), and
// after a prerendered page or account frame is adopted (issue 26).

const VerifyEmailDialog = lazy(() =>
  import('./VerifyEmailDialog').then(({ VerifyEmailDialog }) => ({ default: VerifyEmailDialog })),
);
const WithdrawalCodeDialog = lazy(() =>
  import('./WithdrawalCodeDialog').then(({ WithdrawalCodeDialog }) => ({
    default: WithdrawalCodeDialog,
  })),
);

export function LazyVerifyEmailDialog(props: VerifyEmailDialogProps) {
  return (
    <AfterHydration>
      <VerifyEmailDialog {...props} />
    </AfterHydration>
  );
}

export function LazyWithdrawalCodeDialog(props: WithdrawalCodeDialogProps) {
  return (
    <AfterHydration>
      <WithdrawalCodeDialog {...props} />
    </AfterHydration>
  );
}

/** The widget itself, for a screen that wires it directly (Forgot Password). */
export { LazyCodeDialog } from '../../widgets/CodeDialog';
