import { loadLanguage } from '@tp/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './paymentMethods';

afterEach(() => loadLanguage('en'));

describe('paymentMethodLabel (D18)', () => {
  it("writes the API's methods in English as they are", () => {
    expect(
      ['Bank Transfer', 'Cryptocurrency', 'Credit Card', 'Transfer'].map(paymentMethodLabel),
    ).toEqual(['Bank Transfer', 'Cryptocurrency', 'Credit Card', 'Transfer']);
  });

  it('writes them in the active language, and a method it does not know as the server sent it', async () => {
    await loadLanguage('es');
    expect(
      ['Bank Transfer', 'Cryptocurrency', 'Credit Card', 'Transfer'].map(paymentMethodLabel),
    ).toEqual(['Transferencia bancaria', 'Criptomoneda', 'Tarjeta de crédito', 'Transferencia']);
    expect(paymentMethodLabel('Wire')).toBe('Wire');
  });
});
