import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const uiDir = 'packages/ui/src';
const screensDir = `${uiDir}/screens`;
/** Every screen folder but `shared`, which holds what screens share. */
const screenFolders = readdirSync(new URL(screensDir, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
/** Every widget folder and every other entry of packages/ui/src, for the zones that keep a widget's files its own. */
const widgetsDir = `${uiDir}/widgets`;
const widgetFolders = readdirSync(new URL(widgetsDir, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const uiEntriesButWidgets = readdirSync(new URL(uiDir, import.meta.url))
  .filter((name) => name !== 'widgets')
  .map((name) => `${uiDir}/${name}`);

const readMoneyMessage =
  'read a typed amount with readMoney or moneyCents from forms, not Number(), parseFloat or unary +';
const storedStateMessage =
  'keep stored state with createStoredStore (@tp/api): one store per key, synced across tabs';
const storageNames = ['localStorage', 'sessionStorage'];
const storageGlobals = storageNames.map((name) => ({ name, message: storedStateMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'storybook-static/**',
      '**/*.gen.ts',
      '**/mockServiceWorker.js',
      'app/dist-mock/**',
      'app/dist-cross-origin/**',
      'app/dist-cross-origin-meta/**',
      'app/dist-prerender/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Dependencies point one way: messages → api → ui → app; mocks only in stories, tests and the demo entry.
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'packages/ui/src/storybook/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tp/app', '@tp/app/*', '@tp/mocks', '@tp/mocks/*'],
              message: 'packages never import the app or the mocks',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.{ts,tsx}', 'packages/messages/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tp/ui', '@tp/ui/*', '@tp/app', '@tp/mocks', '@tp/mocks/*'],
              message: 'api and messages sit below ui',
            },
          ],
        },
      ],
    },
  },
  // Widgets never fetch: the screen calls the api hook and passes data and callbacks; widgets take only types from the api.
  {
    files: ['packages/ui/src/widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@tp/api', '@tanstack/react-query'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'widgets never fetch: take the data, its status and callbacks as props',
          })),
        },
      ],
    },
  },
  // Issue 42: what a tab keeps in storage (session, theme, language, privacy mode, idle watch) is read and
  // written through createStoredStore only (packages/api/src/storage/storedStore.ts).
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}', 'mocks/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'packages/api/src/storage/storedStore.ts',
      'app/src/routing/renderRoutes.tsx',
    ],
    rules: {
      'no-restricted-globals': ['error', ...storageGlobals],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          storageNames.map((property) => ({ object, property, message: storedStateMessage })),
        ),
      ],
    },
  },
  // Issue 11 §7: a screen reads a typed amount only through the money parser (forms/rules/money.ts).
  {
    files: [`${screensDir}/**/*.{ts,tsx}`],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['parseFloat', 'parseInt'].map((name) => ({ name, message: readMoneyMessage })),
        // One rule list per file: the storage rule above, again.
        ...storageGlobals,
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='Number']", message: readMoneyMessage },
        {
          selector: "MemberExpression[object.name='Number'][property.name=/^parse/]",
          message: readMoneyMessage,
        },
        { selector: "UnaryExpression[operator='+']", message: readMoneyMessage },
      ],
    },
  },
  // The map inside packages/ui (docs/ARCHITECTURE.md): screens/X → shell, screens/shared → widgets, forms,
  // content → theme, format, hydration. Screens never import each other: what two screens share lives in
  // screens/shared, widgets/, forms/ or content/.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...screenFolders.map((screen) => ({
              target: `${screensDir}/${screen}`,
              from: screensDir,
              except: [`./${screen}`, './shared'],
              message: `the ${screen} screen imports no other screen: move what they share to screens/shared, widgets/, forms/ or content/`,
            })),
            {
              target: `${screensDir}/shared`,
              from: screensDir,
              except: ['./shared'],
              message: 'screens/shared sits below the screens and imports none of them',
            },
            {
              target: `${screensDir}/shared`,
              from: `${uiDir}/shell`,
              message: 'screens/shared sits below the shell: a screen that needs both imports both',
            },
            {
              target: `${uiDir}/shell`,
              from: screensDir,
              message: 'the shell sits below the screens and imports none of them',
            },
            ...['widgets', 'forms', 'content'].map((layer) => ({
              target: `${uiDir}/${layer}`,
              from: [screensDir, `${uiDir}/shell`],
              message: `${layer}/ sits below the screens and the shell and imports neither`,
            })),
            // The bottom: pure modules that any layer may import and that import nothing above them.
            {
              target: `${uiDir}/theme`,
              from: uiDir,
              except: ['./theme'],
              message: 'theme/ is the bottom of the map and imports nothing else of ui',
            },
            ...['format', 'hydration', 'clock'].map((layer) => ({
              target: `${uiDir}/${layer}`,
              from: uiDir,
              except: [`./${layer}`, './theme'],
              message: `${layer}/ sits at the theme's level: it imports only theme/ of ui`,
            })),
            {
              target: `${uiDir}/privacy`,
              from: uiDir,
              except: ['./privacy', './theme', './format'],
              message: 'privacy/ sits just above format/: it imports only theme/ and format/ of ui',
            },
            // A widget's index.ts is its public face (docs/ARCHITECTURE.md): nothing outside its folder,
            // stories and tests included, imports another of its files.
            ...widgetFolders.map((widget) => ({
              target: [
                ...uiEntriesButWidgets,
                ...widgetFolders
                  .filter((other) => other !== widget)
                  .map((other) => `${widgetsDir}/${other}`),
              ],
              from: `${widgetsDir}/${widget}`,
              except: ['./index.ts'],
              message: `import the ${widget} widget through its index.ts: export from there what other folders need`,
            })),
          ],
        },
      ],
    },
  },
  // Issue 22: numbers and dates are written by packages/ui/src/format (one locale, cached formatters),
  // never by a screen's or widget's own Intl object. Tests and stories may build one as an oracle.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/format/**', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...intlSyntax()],
    },
  },
  // no-restricted-syntax takes one list per file, so the screens' money selectors (above) join it here.
  {
    files: [`${screensDir}/**/*.{ts,tsx}`],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='Number']", message: readMoneyMessage },
        {
          selector: "MemberExpression[object.name='Number'][property.name=/^parse/]",
          message: readMoneyMessage,
        },
        { selector: "UnaryExpression[operator='+']", message: readMoneyMessage },
        ...intlSyntax(),
      ],
    },
  },
);

/** `new Intl.NumberFormat(…)`, `new Intl.DateTimeFormat(…)` and their calls without `new`. */
function intlSyntax() {
  const message =
    'format numbers and dates with packages/ui/src/format (formatUsd, formatDateTime, …): one locale, cached formatters';
  return ['NewExpression', 'CallExpression'].map((node) => ({
    selector: `${node}[callee.type='MemberExpression'][callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]`,
    message,
  }));
}
