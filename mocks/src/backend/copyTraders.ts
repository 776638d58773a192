// Spec 2 §2 Copy Trader with D13: codes come from the trader directory; joined traders can be paused, resumed and
// stopped. Contract: listCopyTraders, joinCopyTrader, updateCopyTrader, stopCopyTrader.
import { copyTraderMessages } from '@tp/messages';
import { ApiError, fieldErrors } from './apiError';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { asFields } from './requestFields';
import { serverTexts } from './serverTexts';
import type { CopyTraderRecord, UserRecord } from './state';
import { findTrader } from './traderDirectory';

function copyTraderView(record: CopyTraderRecord) {
  const trader = findTrader(record.code);
  return {
    id: record.code,
    name: trader?.name ?? `Trader ${record.code}`,
    performance: trader?.performance ?? null,
    status: record.status,
    joined_at: record.joinedAt,
  };
}

export function listCopyTraders(ctx: BackendContext, user: UserRecord) {
  return ctx.state.copyTraders
    .filter((record) => record.userId === user.id)
    .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt))
    .map(copyTraderView);
}

function joinedRecord(ctx: BackendContext, user: UserRecord, code: string) {
  const wanted = code.toLowerCase();
  return ctx.state.copyTraders.find(
    (record) => record.userId === user.id && record.code.toLowerCase() === wanted,
  );
}

export function joinCopyTrader(ctx: BackendContext, user: UserRecord, body: unknown) {
  const fields = asFields(body);
  const raw = fields.trader_code;
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (typeof raw !== 'string') throw fieldErrors({ trader_code: [serverTexts.fieldRequired] });
  if (code === '') throw fieldErrors({ trader_code: [serverTexts.fieldBlank] });
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(code))
    throw fieldErrors({ trader_code: [serverTexts.traderCodeInvalid] });
  const trader = findTrader(code);
  if (!trader) throw new ApiError(404, { detail: copyTraderMessages.notFound });
  if (joinedRecord(ctx, user, trader.code))
    throw fieldErrors({ trader_code: [copyTraderMessages.alreadyCopied] });
  const record: CopyTraderRecord = {
    userId: user.id,
    code: trader.code,
    status: 'active',
    joinedAt: isoAt(ctx.now()),
  };
  ctx.state.copyTraders.push(record);
  return copyTraderView(record);
}

function requireJoined(ctx: BackendContext, user: UserRecord, code: string) {
  const record = joinedRecord(ctx, user, code);
  if (!record) throw new ApiError(404, { detail: serverTexts.notFound });
  return record;
}

export function updateCopyTrader(
  ctx: BackendContext,
  user: UserRecord,
  code: string,
  body: unknown,
) {
  const status = asFields(body).status;
  if (status !== 'active' && status !== 'paused')
    throw fieldErrors({ status: [serverTexts.copyTraderStatusInvalid] });
  const record = requireJoined(ctx, user, code);
  record.status = status;
  return copyTraderView(record);
}

export function stopCopyTrader(ctx: BackendContext, user: UserRecord, code: string): void {
  const record = requireJoined(ctx, user, code);
  ctx.state.copyTraders = ctx.state.copyTraders.filter((entry) => entry !== record);
}
