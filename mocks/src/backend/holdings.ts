// D10: Portfolio's Asset Breakdown. Holdings are kept as shares of the balance, so their values follow deposits and
// withdrawals; largest value first.
import { centsToAmount } from './money';
import type { BackendContext } from './context';
import { getAccount } from './users';
import type { UserRecord } from './state';

export function listHoldings(ctx: BackendContext, user: UserRecord) {
  const balanceCents = getAccount(ctx, user.id).balanceCents;
  const mine = ctx.state.holdings.filter((holding) => holding.userId === user.id);
  const totalBasisPoints = mine.reduce((sum, holding) => sum + holding.shareBasisPoints, 0);
  return mine
    .map((holding) => ({
      name: holding.name,
      value: centsToAmount(Math.round((balanceCents * holding.shareBasisPoints) / 10_000)),
      allocation:
        totalBasisPoints === 0
          ? 0
          : Math.round((holding.shareBasisPoints / totalBasisPoints) * 10_000) / 100,
      change: holding.changePercent,
    }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}
