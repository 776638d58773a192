import { describe, expect, it } from 'vitest';
import { codeToJoin } from './traderCode';

describe('codeToJoin (spec 2 §5: an empty code is ignored)', () => {
  it.each([
    ['nothing', ''],
    ['a space', ' '],
    ['spaces, a tab and a line break', '  \t\n '],
    ['a no-break space', '\u00a0'],
  ])('%s: nothing to join', (_case, typed) => {
    expect(codeToJoin(typed)).toBeNull();
  });

  it('sends the code trimmed, as typed otherwise (the server compares without regard to case)', () => {
    expect(codeToJoin('ALPHA7')).toBe('ALPHA7');
    expect(codeToJoin('  quant-42 ')).toBe('quant-42');
  });

  it('leaves other refusals to the server (its message lands on the field)', () => {
    expect(codeToJoin('no such code!')).toBe('no such code!');
  });
});
