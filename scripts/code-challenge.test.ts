// Issue 42: one code challenge. The api layer reads the answers that send a code into a `CodeChallenge`; screens
// keep it with `useCodeChallenge` and hand it to the code dialog, which counts down in one file
// (widgets/CodeDialog/codeTiming.ts). So no UI source reads the contract's code fields, builds the dialog's `sent`
// by hand, or keeps a code lifetime or resend cooldown of its own: those are the server's answer.
import { describe, expect, it } from 'vitest';
import { sourceFiles, withoutComments } from './sourceFiles';

const sourceRoots = ['packages/ui/src', 'app/src'];
const theWidget = 'packages/ui/src/widgets/CodeDialog/';

/** Tests, stories and their helpers may build fixtures; the code they test may not. */
const isTestOrStory = (file: string) =>
  /\.(test|stories)\.tsx?$/.test(file) || file.startsWith('packages/ui/src/storybook/');

const rules: { what: string; pattern: RegExp; inWidget?: boolean }[] = [
  { what: 'reads the contract’s code times', pattern: /\b(expires_at|resend_available_at)\b/ },
  { what: 'uses codeTimesOf', pattern: /\bcodeTimesOf\b/ },
  {
    what: 'builds the code dialog’s `sent` by hand',
    pattern: /\bsent=\{\{[^}]*\b(challenge|times|at)\b/,
  },
  {
    what: 'keeps a code lifetime or resend cooldown of its own',
    pattern: /\b(CODE_LIFETIME|RESEND_COOLDOWN|CODE_TTL)\w*\b/,
    inWidget: true,
  },
];

describe('the code challenge (issue 42)', () => {
  it('no UI source reads the contract’s code fields, builds `sent` or keeps its own code times', () => {
    const found = Object.entries(sourceFiles(sourceRoots)).flatMap(([file, text]) => {
      if (isTestOrStory(file)) return [];
      const code = withoutComments(text);
      return rules
        .filter(({ inWidget }) => inWidget || !file.startsWith(theWidget))
        .filter(({ pattern }) => pattern.test(code))
        .map(({ what }) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('no test or story of a screen imports codeTimesOf either', () => {
    const found = Object.entries(sourceFiles(sourceRoots))
      .filter(([, text]) => /\bcodeTimesOf\b/.test(text))
      .map(([file]) => file);
    expect(found).toEqual([]);
  });
});
