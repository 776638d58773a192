import { act, render } from '@testing-library/react';
import { createMemoryStorage } from '@tp/api';
import { depositMessages, withdrawalMessages, withdrawalValidation } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { MaskedText } from './HiddenAmount';
import { amountMask } from './mask';
import { ownAmounts } from './ownAmounts';
import { PrivacyProvider } from './PrivacyProvider';
import { markOwnAmount } from './ownAmountMarks';
import { createPrivacyMode, fixedPrivacyMode } from './privacyMode';

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

/** A notice as a screen keeps it: written with the real figure, marked as the user's own (issue 40). */
const noticesWithOwnAmounts: [string, string, string][] = [
  [
    "Withdraw's submitted banner",
    '$500.00',
    withdrawalMessages.submitted(markOwnAmount('$500.00'), 41),
  ],
  ["Deposit's success banner", '$1,250.75', depositMessages.success(markOwnAmount('$1,250.75'), 7)],
];

describe('a notice already on screen when privacy mode turns on (D17, issue 40)', () => {
  it.each(noticesWithOwnAmounts)(
    '%s masks its amount, and shows it again when turned off',
    (_, figure, text) => {
      const mode = createPrivacyMode(createMemoryStorage(), 'privacyMode');
      const written = text.replace(markOwnAmount(figure), figure);
      const { container } = render(
        <PrivacyProvider mode={mode}>
          <p>
            <MaskedText text={text} />
          </p>
        </PrivacyProvider>,
      );
      expect(container.textContent).toBe(written);
      act(() => mode.setHidden(true));
      expect(container).not.toHaveTextContent(figure.slice(1));
      expect(container.textContent).toBe(written.replace(figure, `${amountMask}hidden`));
      act(() => mode.setHidden(false));
      expect(container.textContent).toBe(written);
    },
  );

  it('leaves a public figure as it is', () => {
    const text = withdrawalValidation.belowMinimum(10);
    const { container } = render(
      <PrivacyProvider mode={fixedPrivacyMode(true)}>
        <MaskedText text={text} />
      </PrivacyProvider>,
    );
    expect(container).toHaveTextContent(text);
  });
});
