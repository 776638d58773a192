// D16: for 24 hours after a password reset or change, an e-mail change or a second factor removed, no money
// leaves and no destination is added. Takes the security record, so the factor modules can call it without a cycle.
import { ApiError } from './apiError';
import { DAY } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { serverTexts } from './serverTexts';
import type { SecurityRecord, WithdrawalHoldReason } from './state';

export const CREDENTIAL_HOLD_MS = DAY;

/** Starts the hold, or extends one that would end sooner. */
export function holdWithdrawals(
  ctx: BackendContext,
  security: SecurityRecord,
  reason: WithdrawalHoldReason,
): void {
  const until = ctx.now() + CREDENTIAL_HOLD_MS;
  if (!security.withdrawalHold || security.withdrawalHold.until < until)
    security.withdrawalHold = { until, reason };
}

export function activeHold(ctx: BackendContext, security: SecurityRecord) {
  const hold = security.withdrawalHold;
  return hold && hold.until > ctx.now() ? hold : null;
}

/** 403 `withdrawals_on_hold` with `opens_at` while a hold lasts. */
export function assertNoHold(ctx: BackendContext, security: SecurityRecord): void {
  const hold = activeHold(ctx, security);
  if (hold)
    throw new ApiError(403, {
      detail: serverTexts.withdrawalsOnHold(isoAt(hold.until)),
      code: 'withdrawals_on_hold',
      opens_at: isoAt(hold.until),
    });
}
