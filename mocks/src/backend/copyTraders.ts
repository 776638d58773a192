// Spec 2 §2 Copy Trader; contract listCopyTraders/joinCopyTrader.
import { fieldErrors } from './apiError';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { asFields } from './requestFields';
import { serverTexts } from './serverTexts';
import type { CopyTraderRecord, UserRecord } from './state';

function copyTraderView(record: CopyTraderRecord) {
  return {
    id: record.code,
    name: `Trader ${record.code}`,
    performance: 'N/A',
    joined_at: record.joinedAt,
  };
}

export function listCopyTraders(ctx: BackendContext, user: UserRecord) {
  return ctx.state.copyTraders
    .filter((record) => record.userId === user.id)
    .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt))
    .map(copyTraderView);
}

export function joinCopyTrader(ctx: BackendContext, user: UserRecord, body: unknown) {
  const fields = asFields(body);
  const raw = fields.trader_code;
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (typeof raw !== 'string') throw fieldErrors({ trader_code: [serverTexts.fieldRequired] });
  if (code === '') throw fieldErrors({ trader_code: [serverTexts.fieldBlank] });
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(code))
    throw fieldErrors({ trader_code: [serverTexts.traderCodeInvalid] });
  const duplicate = ctx.state.copyTraders.some(
    (record) => record.userId === user.id && record.code.toLowerCase() === code.toLowerCase(),
  );
  if (duplicate) throw fieldErrors({ trader_code: [serverTexts.traderAlreadyCopied] });
  const record: CopyTraderRecord = { userId: user.id, code, joinedAt: isoAt(ctx.now()) };
  ctx.state.copyTraders.push(record);
  return copyTraderView(record);
}
