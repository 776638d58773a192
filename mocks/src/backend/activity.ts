import type { BackendContext } from './context';
import { isoAt } from './context';
import type { UserRecord } from './state';

export function recordActivity(ctx: BackendContext, user: UserRecord, action: string): void {
  ctx.state.activity.push({
    id: ctx.nextId('activity'),
    userId: user.id,
    timestamp: isoAt(ctx.now()),
    action,
    ipAddress: user.ipAddress,
    location: user.location,
  });
}

/**
 * D15: a failure that repeats (a wrong password) adds to the user's newest entry when that is the same
 * failure, so any number of them cannot push the security events out of the log the API returns.
 */
export function recordRepeatedActivity(
  ctx: BackendContext,
  user: UserRecord,
  action: string,
): void {
  const newest = ctx.state.activity.findLast((entry) => entry.userId === user.id);
  if (newest?.action !== action) return recordActivity(ctx, user, action);
  newest.count = (newest.count ?? 1) + 1;
  newest.timestamp = isoAt(ctx.now());
}
