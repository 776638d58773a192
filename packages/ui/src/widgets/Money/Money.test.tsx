import { act, render, screen } from '@testing-library/react';
import { loadLanguage } from '@tp/i18n';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '../../format/formatLocale';
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

describe('Money when the language changes (D18)', () => {
  const switchTo = (language: 'en' | 'es') =>
    act(() =>
      loadLanguage(language, (code, locale) => setFormatLocale(code === 'en' ? undefined : locale)),
    );
  afterEach(() => switchTo('en'));

  it('writes the amount again in the new format inside a parent that does not re-render', async () => {
    const Balance = memo(function Balance() {
      return <Money amount={12500} />;
    });
    render(<Balance />);
    expect(screen.getByText('$12,500.00')).toBeInTheDocument();
    await switchTo('es');
    expect(screen.getByText('12.500,00 US$')).toBeInTheDocument();
  });
});
