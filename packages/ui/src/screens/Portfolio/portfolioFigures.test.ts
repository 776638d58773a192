import { describe, expect, it } from 'vitest';
import { portfolioFigures } from './portfolioFigures';

describe('portfolioFigures', () => {
  it("reads profit from the account summary, not as an estimate (Alex's seed)", () => {
    expect(
      portfolioFigures(12_500, { profitLoss: 1245.3, margin: 3125, openedPosition: 2 }),
    ).toEqual({ balance: 12_500, profit: { amount: 1245.3, estimate: false } });
  });

  it('keeps a loss or a zero profit from the summary as it is', () => {
    const summary = { margin: 0, openedPosition: 0 };
    expect(portfolioFigures(500, { ...summary, profitLoss: -842.75 }).profit).toEqual({
      amount: -842.75,
      estimate: false,
    });
    expect(portfolioFigures(500, { ...summary, profitLoss: 0 }).profit).toEqual({
      amount: 0,
      estimate: false,
    });
  });

  it("estimates profit at 25 % of the balance without a summary (Jamie's seed), marked as an estimate", () => {
    expect(portfolioFigures(3200, null)).toEqual({
      balance: 3200,
      profit: { amount: 800, estimate: true },
    });
  });
});
