import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaskedText } from './HiddenAmount';
import { amountMask } from './mask';
import { ownAmounts } from './ownAmounts';

describe('privacy mode in text (D17)', () => {
  it('writes every amount as the same mask, whatever its size or sign', () => {
    const { usd } = ownAmounts(true, 'hidden');
    expect(new Set([usd(0), usd(-3), usd(12_500), usd(1_234_567.89, { signed: true })])).toEqual(
      new Set([amountMask]),
    );
    expect(ownAmounts(false, 'hidden').usd(1234.5)).toBe('$1,234.50');
    expect(ownAmounts(true, 'hidden').spokenUsd(1234.5)).toBe('hidden');
  });

  it('reads a mask inside a message as "hidden" and leaves other text as one text', () => {
    const { container, rerender } = render(
      <MaskedText text={`Your withdrawal of ${amountMask} was submitted.`} />,
    );
    expect(container).toHaveTextContent(`Your withdrawal of ${amountMask}hidden was submitted.`);
    expect(container.querySelectorAll('[data-hidden-amount]')).toHaveLength(1);
    rerender(<MaskedText text="Your withdrawal of $500.00 was submitted." />);
    expect(container.childNodes).toHaveLength(1);
    expect(container.firstChild?.nodeType).toBe(Node.TEXT_NODE);
  });
});
