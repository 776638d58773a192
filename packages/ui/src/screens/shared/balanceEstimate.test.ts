import { describe, expect, it } from 'vitest';
import { estimateFromBalance, figureOrEstimate } from './balanceEstimate';

describe('estimateFromBalance (spec 2 §9: 25 % of the balance)', () => {
  it('is a quarter of the balance, to the cent', () => {
    expect(estimateFromBalance(3200)).toBe(800);
    expect(estimateFromBalance(12_500)).toBe(3125);
    expect(estimateFromBalance(0.1)).toBe(0.03);
    expect(estimateFromBalance(1234.57)).toBe(308.64);
    expect(estimateFromBalance(0)).toBe(0);
  });
});

describe('figureOrEstimate', () => {
  it("takes the summary's figure, even zero or a loss, and does not call it an estimate", () => {
    expect(figureOrEstimate(1245.3, 12_500)).toEqual({ amount: 1245.3, estimate: false });
    expect(figureOrEstimate(0, 12_500)).toEqual({ amount: 0, estimate: false });
    expect(figureOrEstimate(-842.75, 12_500)).toEqual({ amount: -842.75, estimate: false });
  });

  it('estimates 25 % of the balance when there is no summary, and says so', () => {
    expect(figureOrEstimate(null, 3200)).toEqual({ amount: 800, estimate: true });
  });
});
