import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './dashboardFigures';

describe('dashboardFigures', () => {
  it('reads the cards from the balance and the account summary; equity = balance + profit/loss', () => {
    expect(
      dashboardFigures(
        { balance: 12_500 },
        { profitLoss: 1245.3, margin: 3125, openedPosition: 2 },
      ),
    ).toEqual({ balance: 12_500, equity: 13_745.3, profit: 1245.3, margin: 3125, position: 2 });
  });

  it('lowers equity by a loss', () => {
    expect(
      dashboardFigures({ balance: 1000 }, { profitLoss: -250, margin: 0, openedPosition: 0 })
        .equity,
    ).toBe(750);
  });

  it('shows 0 for profit, margin and position without an account summary (spec 2 §3)', () => {
    expect(dashboardFigures({ balance: 3200 }, null)).toEqual({
      balance: 3200,
      equity: 3200,
      profit: 0,
      margin: 0,
      position: 0,
    });
  });
});
