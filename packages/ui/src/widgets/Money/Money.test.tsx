import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountMask, fixedPrivacyMode, PrivacyProvider } from '../../privacy';
import { Money } from './Money';

const hidden = fixedPrivacyMode(true);

describe('Money in privacy mode (D17)', () => {
  it('shows Money as the mask, read as "hidden", without its sign or colour', () => {
    render(
      <PrivacyProvider mode={hidden}>
        <p data-testid="figure">
          Balance <Money amount={-1500} signed colored />
        </p>
      </PrivacyProvider>,
    );
    const figure = screen.getByTestId('figure');
    expect(figure).not.toHaveTextContent('1,500');
    expect(figure).not.toHaveTextContent('-');
    expect(figure.querySelector('[aria-hidden="true"]')).toHaveTextContent(amountMask);
    expect(figure).toHaveTextContent(`Balance ${amountMask}hidden`);
  });

  it('shows Money as usual outside privacy mode', () => {
    render(<Money amount={-1500} signed />);
    expect(screen.getByText('-$1,500.00')).toBeInTheDocument();
  });
});
