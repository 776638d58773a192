// D13: the platform's trader directory. Codes are what a user types into Copy Trader; names and 30-day performance
// are sample content of the mock (the README lists the codes for the demo).
export interface TraderDefinition {
  code: string;
  name: string;
  /** 30-day performance in percent; null while a new trader has less than 30 days of history. */
  performance: number | null;
}

export const traderDirectory: readonly TraderDefinition[] = [
  { code: 'ALPHA7', name: 'Alpha Seven Capital', performance: 12.4 },
  { code: 'QUANT-42', name: 'Quant Forty-Two', performance: 8.15 },
  { code: 'STEADY-FX', name: 'Steady FX Income', performance: 2.3 },
  { code: 'MOMENTUM9', name: 'Momentum Nine', performance: -4.6 },
  { code: 'BLUECHIP', name: 'Blue Chip Growth', performance: 5.72 },
  { code: 'NEWCOMER1', name: 'Newcomer One', performance: null },
];

export function findTrader(code: string): TraderDefinition | undefined {
  const wanted = code.toLowerCase();
  return traderDirectory.find((trader) => trader.code.toLowerCase() === wanted);
}

/** Best 30-day performance first; traders without one last. */
export function listTraders() {
  return [...traderDirectory]
    .sort((a, b) => (b.performance ?? -Infinity) - (a.performance ?? -Infinity))
    .map(({ code, name, performance }) => ({ code, name, performance }));
}
