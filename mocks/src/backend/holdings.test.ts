// D10: Portfolio's Asset Breakdown reads the holdings; values follow the balance.
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, jamie, signIn } from '../test/backendFixtures';

describe('holdings (D10)', () => {
  it("lists Alex's holdings largest first, with allocations adding up to 100 % and values to the balance", async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const holdings = backend.api.listHoldings(userId);
    expect(holdings[0]).toEqual({ name: 'Bitcoin', value: 4000, allocation: 32, change: 18.42 });
    const values = holdings.map((holding) => holding.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(holdings.reduce((sum, holding) => sum + holding.allocation, 0)).toBeCloseTo(100, 6);
    expect(holdings.reduce((sum, holding) => sum + holding.value, 0)).toBeCloseTo(12_500, 2);
  });

  it('is empty for a user who holds nothing', async () => {
    const { backend } = createTestBackend();
    expect(backend.api.listHoldings((await signIn(backend, jamie)).userId)).toEqual([]);
  });
});
