import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatSource, type MessageValues } from './formatSource';

/** Lingui's own compiler and core, as the other languages use them: the oracle for English. */
function lingui(message: string, values: MessageValues): string {
  const i18n = setupI18n({
    locale: 'en-US',
    messages: { 'en-US': { m: compileMessage(message) } },
  });
  return i18n._('m', values);
}

const cases: [string, MessageValues[]][] = [
  ['Hello, {name}!', [{ name: 'Alex' }, {}]],
  ['© {year} Trading Platform. All rights reserved.', [{ year: 2026 }]],
  [
    'Downloaded {fileName} ({rows, plural, one {# transaction} other {# transactions}}).',
    [
      { fileName: 'a.csv', rows: 1 },
      { fileName: 'b.csv', rows: 27 },
      { fileName: 'c.csv', rows: 1234 },
    ],
  ],
  [
    '{count, plural, =0 {No points} one {One point} other {# points}}',
    [{ count: 0 }, { count: 1 }, { count: 13 }],
  ],
  ["Don't have an account?", [{}]],
  ['Minimum withdrawal amount is ${minimum}.', [{ minimum: 10 }]],
  ['Read our <0>terms</0> and <1/>.', [{}]],
];

describe('formatSource: English written from the code, as Lingui would write it', () => {
  for (const [message, valueSets] of cases) {
    for (const values of valueSets) {
      it(`${message} with ${JSON.stringify(values)}`, () => {
        expect(formatSource(message, values)).toBe(lingui(message, values));
      });
    }
  }

  it('writes a text without arguments as it is', () => {
    expect(formatSource('Withdraw Funds')).toBe('Withdraw Funds');
  });
});
