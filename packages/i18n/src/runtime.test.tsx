import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n, Trans, translateText, useLingui } from './runtime';
import { catalogueOf } from './translator';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const german = catalogueOf('de-DE', {
  'Withdraw Funds': compileMessage('Geld auszahlen'),
  'Read our <0>terms</0>, {name}.': compileMessage('Lesen Sie unsere <0>Bedingungen</0>, {name}.'),
  'Minimum withdrawal amount is ${minimum}.': compileMessage(
    'Der Mindestbetrag für Auszahlungen beträgt ${minimum}.',
  ),
  'Your session is about to end.': compileMessage('Ihre Sitzung endet gleich.'),
  'You are now subscribed to the {packageName} package.': compileMessage(
    'Sie haben jetzt das Paket {packageName} abonniert.',
  ),
  Basic: compileMessage('Basis'),
  Savings: compileMessage('Ersparnisse'),
  '"{label}" was removed from your address book.': compileMessage(
    '„{label}“ wurde aus Ihrem Adressbuch entfernt.',
  ),
});

function Heading() {
  const { i18n: active } = useLingui();
  return <h1>{active._({ message: 'Withdraw Funds' })}</h1>;
}

afterEach(() => act(() => activateLanguage('en', undefined)));

describe('the i18n runtime (D18)', () => {
  it('writes English from the message in the code, with no catalogue', () => {
    expect(i18n._({ message: 'Hello, {name}!', values: { name: 'Alex' } })).toBe('Hello, Alex!');
    expect(translateText('Your session is about to end.')).toBe('Your session is about to end.');
  });

  it('re-renders every text in the new language, and back in English exactly', () => {
    render(<Heading />);
    expect(screen.getByRole('heading')).toHaveTextContent('Withdraw Funds');
    act(() => activateLanguage('de', german));
    expect(screen.getByRole('heading')).toHaveTextContent('Geld auszahlen');
    act(() => activateLanguage('en', undefined));
    expect(screen.getByRole('heading')).toHaveTextContent(/^Withdraw Funds$/);
  });

  it('fills a Trans message’s slots with its elements in every language', () => {
    // The slot's text comes from the message.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    const link = <a href="/terms" />;
    render(
      <p data-testid="p">
        <Trans
          message="Read our <0>terms</0>, {name}."
          values={{ name: 'Alex' }}
          components={{ 0: link }}
        />
      </p>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('terms');
    expect(screen.getByTestId('p')).toHaveTextContent('Read our terms, Alex.');
    act(() => activateLanguage('de', german));
    expect(screen.getByRole('link')).toHaveTextContent('Bedingungen');
    expect(screen.getByTestId('p')).toHaveTextContent('Lesen Sie unsere Bedingungen, Alex.');
  });

  it('translates a finished spec text by its English, and one with values by its template', () => {
    activateLanguage('de', german);
    expect(translateText('Your session is about to end.')).toBe('Ihre Sitzung endet gleich.');
    expect(translateText('Minimum withdrawal amount is $10.')).toBe(
      'Der Mindestbetrag für Auszahlungen beträgt $10.',
    );
    // A text the catalogue does not know (a server's own message) stays as it came.
    expect(translateText('Something the server said.')).toBe('Something the server said.');
  });

  it("writes a package's name in the language inside the server's message, and no other value", () => {
    activateLanguage('de', german);
    expect(translateText('You are now subscribed to the Basic package.')).toBe(
      'Sie haben jetzt das Paket Basis abonniert.',
    );
    expect(translateText('You are now subscribed to the Gold package.')).toBe(
      'Sie haben jetzt das Paket Gold abonniert.',
    );
    // A label the user typed that happens to be a word of the product stays theirs.
    expect(translateText('"Savings" was removed from your address book.')).toBe(
      '„Savings“ wurde aus Ihrem Adressbuch entfernt.',
    );
  });
});
