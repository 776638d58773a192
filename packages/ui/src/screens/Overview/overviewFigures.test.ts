import { describe, expect, it } from 'vitest';
import { overviewFigures } from './overviewFigures';

describe('overviewFigures', () => {
  it("reads profit and margin from the account summary, the margin not an estimate (Alex's seed)", () => {
    expect(
      overviewFigures(12_500, { profitLoss: 1245.3, margin: 3125, openedPosition: 2 }),
    ).toEqual({ balance: 12_500, profit: 1245.3, margin: { amount: 3125, estimate: false } });
  });

  it("keeps a summary's zero margin: only a missing summary is estimated", () => {
    expect(overviewFigures(12_500, { profitLoss: -842.75, margin: 0, openedPosition: 0 })).toEqual({
      balance: 12_500,
      profit: -842.75,
      margin: { amount: 0, estimate: false },
    });
  });

  it("estimates the margin at 25 % of the balance without a summary; profit is then 0 (Jamie's seed)", () => {
    expect(overviewFigures(3200, null)).toEqual({
      balance: 3200,
      profit: 0,
      margin: { amount: 800, estimate: true },
    });
  });
});
