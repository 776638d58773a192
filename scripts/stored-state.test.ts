// Issue 42: stored state lives in one module. Every key of the browser's storage (the session's, the theme, the
// language, privacy mode, the idle watch's record) is read and written through `createStoredStore`, which follows
// other tabs, validates what it reads and never throws at a refusing storage. No other source touches the storage.
import { describe, expect, it } from 'vitest';
import { sourceFiles, withoutComments } from './sourceFiles';

const theStore = 'packages/api/src/storage/storedStore.ts';
const sourceRoots = [
  'packages/api/src',
  'packages/ui/src',
  'packages/i18n/src',
  'app/src',
  'mocks/src',
];

/** Tests, stories and their helpers seed and inspect storage on purpose; the code they test may not. */
const isTestOrStory = (file: string) =>
  /\.(test|stories)\.tsx?$/.test(file) || /(^|\/)test\//.test(file) || file.endsWith('.gen.ts');

const accesses: { what: string; pattern: RegExp }[] = [
  { what: 'reads or writes a storage key', pattern: /\.(getItem|setItem|removeItem)\s*\(/ },
  { what: 'reaches the browser storage', pattern: /\b(localStorage|sessionStorage)\s*(\.|\[)/ },
  { what: "listens to other tabs' storage events", pattern: /EventListener\(\s*['"]storage['"]/ },
];

/** `file: what it does` for each access to the storage outside the store. */
function storageAccessOutsideStore(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) => {
    if (file === theStore || isTestOrStory(file)) return [];
    const code = withoutComments(text);
    return accesses
      .filter(({ pattern }) => pattern.test(code))
      .map(({ what }) => `${file}: ${what}`);
  });
}

describe('stored state (issue 42: one stored store)', () => {
  it('no source but the store reads or writes the browser storage, or listens to its events', () => {
    expect(storageAccessOutsideStore(sourceFiles(sourceRoots))).toEqual([]);
  });

  it('names each kind of access, and leaves the store, tests, stories and comments alone', () => {
    expect(
      storageAccessOutsideStore({
        'packages/ui/src/shell/ThemeProvider.tsx': "storage.getItem('theme');",
        'packages/ui/src/screens/Login/LoginScreen.tsx':
          "window.addEventListener('storage', onStorage);\nconst x = localStorage['authToken'];",
        'app/src/auth/idleWatch.ts':
          '// localStorage.sessionActivity holds the record\nconst a = 1;',
        [theStore]: "storage.setItem(key, raw); addEventListener('storage', onStorage);",
        'app/src/auth/IdleSession.test.tsx': "localStorage.setItem('authToken', 'a');",
        'packages/ui/src/screens/Login/LoginScreen.stories.tsx': "localStorage.removeItem('x');",
      }),
    ).toEqual([
      'packages/ui/src/shell/ThemeProvider.tsx: reads or writes a storage key',
      'packages/ui/src/screens/Login/LoginScreen.tsx: reaches the browser storage',
      "packages/ui/src/screens/Login/LoginScreen.tsx: listens to other tabs' storage events",
    ]);
  });
});
