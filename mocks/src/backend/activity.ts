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
