import { Suspense, lazy } from 'react';
import type { VerifyEmailDialogProps } from './VerifyEmailDialog';
import type { WithdrawalCodeDialogProps } from './WithdrawalCodeDialog';

// The code dialogs open only once a code is out (a sign-up, an unverified sign-in, a withdrawal or a
// transfer): they load beside the page, not before its first paint (scripts/check-bundle.mjs).

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
    <Suspense fallback={null}>
      <VerifyEmailDialog {...props} />
    </Suspense>
  );
}

export function LazyWithdrawalCodeDialog(props: WithdrawalCodeDialogProps) {
  return (
    <Suspense fallback={null}>
      <WithdrawalCodeDialog {...props} />
    </Suspense>
  );
}
