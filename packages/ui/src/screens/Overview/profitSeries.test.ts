import { describe, expect, it } from 'vitest';
import { profitSeries } from './profitSeries';

describe('profitSeries (D10: the history minus net deposits)', () => {
  it("subtracts each point's net deposits, to the cent", () => {
    expect(
      profitSeries([
        { date: '2025-03-14', value: 0, net_deposits: 0 },
        { date: '2025-06-15', value: 10_182.43, net_deposits: 10_120 },
        { date: '2025-07-01', value: 15_500.1, net_deposits: 15_480.2 },
        { date: '2026-06-15', value: 13_745.3, net_deposits: 12_500 },
      ]),
    ).toEqual([
      { date: '2025-03-14', value: 0 },
      { date: '2025-06-15', value: 62.43 },
      { date: '2025-07-01', value: 19.9 },
      { date: '2026-06-15', value: 1245.3 },
    ]);
  });

  it('shows a loss the server reports as a negative profit, and nothing for an empty history', () => {
    expect(profitSeries([{ date: '2026-06-15', value: 2357.25, net_deposits: 3200 }])).toEqual([
      { date: '2026-06-15', value: -842.75 },
    ]);
    expect(profitSeries([])).toEqual([]);
  });
});
