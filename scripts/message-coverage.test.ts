import { describe, expect, it } from 'vitest';
import * as tpMessages from '@tp/messages';
import {
  collectMessages,
  coverage,
  coverageMarkdown,
  messagesIn,
  normalize,
  storyShows,
  verdict,
} from './message-coverage-core.mjs';
import { messageCoverageExceptions } from './messageCoverageExceptions.mjs';

// A tiny @tp/messages: nested objects, a repeated text, texts inside longer texts, a function.
const fixture = {
  loginErrors: {
    invalidPassword: 'Invalid password. Please try again.',
    fallback: 'Authentication failed',
  },
  serverDetails: { invalidPassword: 'Invalid password' },
  signup: { authenticationFailed: 'Authentication failed. Please try again.' },
  profile: { never: 'Never', notProvided: 'Not provided' },
  copies: { again: 'Invalid password. Please try again.' },
  withdrawal: {
    submitted: (amount: string, referenceId: string | number) =>
      `Your withdrawal request for ${amount} is pending. Reference ID: ${referenceId}`,
  },
  notAText: 42,
};
const messages = collectMessages(fixture);

describe('collectMessages', () => {
  it('lists each static text once, with every key that defines it', () => {
    expect(messages.static).toEqual([
      {
        text: 'Invalid password. Please try again.',
        keys: ['loginErrors.invalidPassword', 'copies.again'],
      },
      { text: 'Authentication failed', keys: ['loginErrors.fallback'] },
      { text: 'Invalid password', keys: ['serverDetails.invalidPassword'] },
      { text: 'Authentication failed. Please try again.', keys: ['signup.authenticationFailed'] },
      { text: 'Never', keys: ['profile.never'] },
      { text: 'Not provided', keys: ['profile.notProvided'] },
    ]);
  });

  it('turns a function into a template named by its parameters and a pattern of its fixed parts', () => {
    expect(messages.dynamic).toHaveLength(1);
    const [submitted] = messages.dynamic;
    expect(submitted?.text).toBe(
      'Your withdrawal request for {amount} is pending. Reference ID: {referenceId}',
    );
    expect(submitted?.keys).toEqual(['withdrawal.submitted']);
  });

  it('reads the real @tp/messages: static texts and the texts with parameters', () => {
    const real = collectMessages(tpMessages);
    expect(real.static.map((m) => m.text)).toContain(
      tpMessages.transferValidation.amountNotPositive,
    );
    expect(real.dynamic.map((m) => m.text)).toContain('Minimum withdrawal amount is ${minimum}.');
    // The same text under two keys is one text (forgot password repeats sign-up's).
    const verification = real.static.find(
      (m) => m.text === tpMessages.signupMessages.verificationFailed,
    );
    expect(verification?.keys.toSorted()).toEqual([
      'forgotPasswordMessages.verificationFailed',
      'signupMessages.verificationFailed',
    ]);
  });
});

describe('messagesIn', () => {
  it('finds a text across line breaks and spaces, once normalized', () => {
    expect(normalize(' Not\n\n provided\u00a0 ')).toBe('Not provided');
    expect(messagesIn(normalize('Email\nNot\nprovided'), messages)).toEqual(
      new Set(['Not provided']),
    );
  });

  it('does not count a text that is only part of a longer spec text', () => {
    expect(messagesIn('Invalid password. Please try again.', messages)).toEqual(
      new Set(['Invalid password. Please try again.']),
    );
    expect(messagesIn('Authentication failed. Please try again.', messages)).toEqual(
      new Set(['Authentication failed. Please try again.']),
    );
  });

  it('counts the shorter text where it stands on its own', () => {
    expect(
      messagesIn('Invalid password. Please try again. Server said: Invalid password', messages),
    ).toEqual(new Set(['Invalid password. Please try again.', 'Invalid password']));
  });

  it('needs word boundaries', () => {
    expect(messagesIn('Nevertheless, it was Nevermind', messages)).toEqual(new Set());
    expect(messagesIn('Last sign-in: Never.', messages)).toEqual(new Set(['Never']));
  });

  it('matches a text with parameters by its fixed parts', () => {
    const shown =
      'Done. Your withdrawal request for $1,250.00 is pending. Reference ID: 4711 Close';
    expect(messagesIn(shown, messages)).toEqual(
      new Set(['Your withdrawal request for {amount} is pending. Reference ID: {referenceId}']),
    );
    expect(messagesIn('Your withdrawal request for is pending.', messages)).toEqual(new Set());
  });
});

const records = [
  {
    id: 'login--invalid-password',
    label: 'LoginView › Invalid | Password',
    text: 'Sign in\nInvalid password. Please try again.',
  },
  { id: 'profile--view', text: 'Phone', fields: ['Not provided'], names: ['Never'] },
  { id: 'profile--name-only', text: 'Last sign-in', names: ['Never'] },
  { id: 'a-first--never', text: 'Last sign-in: Never' },
];

describe('coverage and verdict', () => {
  it('lists the stories that show each text, sorted, and those that only name it', () => {
    const { shownBy, namedBy } = coverage(records, messages);
    expect(shownBy.get('Never')).toEqual(['a-first--never']);
    expect(namedBy.get('Never')).toEqual(['profile--name-only', 'profile--view']);
    expect(shownBy.get('Not provided')).toEqual(['profile--view']);
    expect(shownBy.get('Invalid password')).toEqual([]);
    expect(storyShows(records[1]!, messages).shown).toEqual(new Set(['Not provided']));
  });

  it('fails texts no story shows unless excepted; flags shown and unknown exceptions', () => {
    const result = verdict(messages, coverage(records, messages), [
      { text: 'Invalid password', reason: 'The login maps it to its own text.' },
      { text: 'Never', reason: 'wrong: a story shows it' },
      { text: 'Gone', reason: 'no longer a message' },
    ]);
    expect(result.missing.map((m) => m.text)).toEqual([
      'Authentication failed',
      'Authentication failed. Please try again.',
      'Your withdrawal request for {amount} is pending. Reference ID: {referenceId}',
    ]);
    expect(result.staleExceptions.map((m) => m.text)).toEqual(['Never']);
    expect(result.unknownExceptions).toEqual(['Gone']);
  });
});

describe('coverageMarkdown', () => {
  const { markdown, shown, missing } = coverageMarkdown(
    messages,
    records,
    [{ text: 'Invalid password', reason: 'The login maps it | to its own text.' }],
    { storybookUrl: 'https://sb.example', storiesPerText: 1 },
  );

  it('writes a row per text with its keys and story links, capped, and the reviewed list', () => {
    expect(shown).toBe(3);
    expect(missing).toHaveLength(3);
    expect(markdown).toContain(
      '| Invalid password. Please try again. | `loginErrors.invalidPassword`<br>`copies.again` | [LoginView › Invalid \\| Password](https://sb.example/?path=/story/login--invalid-password) |',
    );
    expect(markdown).toContain(
      '| Invalid password | `serverDetails.invalidPassword` | — (reviewed exception, below) |',
    );
    expect(markdown).toContain('| Authentication failed | `loginErrors.fallback` | **none** |');
    expect(markdown).toContain(
      '| Invalid password | `serverDetails.invalidPassword` | The login maps it \\| to its own text. |',
    );
    expect(markdown).toContain(
      '- Shown by no story: `Authentication failed` (loginErrors.fallback)',
    );
  });

  it('says when a story only names a text, and links at most the cap', () => {
    const many = coverageMarkdown(messages, [...records, { id: 'z--never', text: 'Never' }], [], {
      storybookUrl: 'https://sb.example',
      storiesPerText: 1,
    });
    expect(many.markdown).toContain(
      '| Never | `profile.never` | [a-first--never](https://sb.example/?path=/story/a-first--never)<br>and 1 more |',
    );
    const nameOnly = coverageMarkdown(messages, records.slice(1, 3), [], {
      storybookUrl: 'https://sb.example',
    });
    expect(nameOnly.markdown).toContain(
      '| Never | `profile.never` | **none** (only as an accessible name in',
    );
  });
});

describe('the reviewed list', () => {
  it('holds only texts of @tp/messages, each once, each with a reason', () => {
    const real = collectMessages(tpMessages);
    const texts = new Set([...real.static, ...real.dynamic].map((m) => m.text));
    const excepted = messageCoverageExceptions.map((exception) => normalize(exception.text));
    expect(new Set(excepted).size).toBe(excepted.length);
    for (const exception of messageCoverageExceptions) {
      expect(texts).toContain(normalize(exception.text));
      expect(exception.reason.length).toBeGreaterThan(20);
    }
  });
});
