import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { unusedPublicExports } from './public-exports.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'public-exports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, files: Object.keys(files) };
}

const uiPackage = JSON.stringify({
  name: '@tp/ui',
  exports: { '.': './src/index.ts', './widgets/*': './src/widgets/*/index.ts' },
});

describe('public exports (docs/ARCHITECTURE.md: each index.ts exports what its users import)', () => {
  it('finds no index.ts in the packages that exports a name nobody imports', () => {
    expect(unusedPublicExports(repoRoot)).toEqual([]);
  });

  it('names an export nobody imports, through a package path, a star re-export or a relative path', () => {
    const { root, files } = fixture({
      'packages/ui/package.json': uiPackage,
      'packages/ui/src/index.ts': "export * from './widgets/Button';\n",
      'packages/ui/src/widgets/Button/index.ts':
        "export { Button, buttonSizes, type ButtonProps } from './Button';\n",
      'packages/ui/src/widgets/Button/Button.tsx': 'export const Button = 1;\n',
      'packages/ui/src/widgets/Card/index.ts': "export { Card, cardTones } from './Card';\n",
      'packages/ui/src/widgets/Card/Card.tsx': "import { type ButtonProps } from '../Button';\n",
      'app/src/page.tsx':
        "import { Button } from '@tp/ui';\nimport { Card } from '@tp/ui/widgets/Card';\n",
    });
    expect(unusedPublicExports(root, files)).toEqual([
      { file: 'packages/ui/src/index.ts', name: 'buttonSizes' },
      { file: 'packages/ui/src/index.ts', name: 'ButtonProps' },
      { file: 'packages/ui/src/widgets/Button/index.ts', name: 'buttonSizes' },
      { file: 'packages/ui/src/widgets/Card/index.ts', name: 'cardTones' },
    ]);
  });

  it('reads the names an `export *` brings, from an index or a plain module, to any depth', () => {
    const { root, files } = fixture({
      'packages/ui/package.json': uiPackage,
      'packages/ui/src/index.ts': "export * from './texts';\nexport * as styles from './styles';\n",
      'packages/ui/src/texts.ts':
        "export * from './more';\nexport const hello = 'Hello';\nexport function greet() {}\n",
      'packages/ui/src/more.ts': 'export interface Farewell {}\nexport const bye = 1;\n',
      'packages/ui/src/styles.ts': 'export const page = 1;\n',
      'app/src/page.tsx': "import { hello, type Farewell } from '@tp/ui';\n",
    });
    expect(unusedPublicExports(root, files)).toEqual([
      { file: 'packages/ui/src/index.ts', name: 'greet' },
      { file: 'packages/ui/src/index.ts', name: 'bye' },
      { file: 'packages/ui/src/index.ts', name: 'styles' },
    ]);
  });

  it('counts every name as used by a namespace import', () => {
    const { root, files } = fixture({
      'packages/ui/package.json': uiPackage,
      'packages/ui/src/widgets/Card/index.ts': "export { Card, cardTones } from './Card';\n",
      'app/src/page.tsx': "import * as card from '@tp/ui/widgets/Card';\n",
    });
    expect(unusedPublicExports(root, files)).toEqual([]);
  });

  it("counts a route's screen as used by the manifest entry that names its folder, and no other name", () => {
    const { root, files } = fixture({
      'packages/ui/package.json': uiPackage,
      'packages/ui/src/shell/routeManifest.mjs':
        "export const routeManifest = [{ screen: 'Market' }];\n",
      'packages/ui/src/screens/Market/index.ts':
        "export { MarketScreen, marketRows } from './MarketScreen';\n",
      'packages/ui/src/screens/Faq/index.ts': "export { FaqScreen } from './FaqScreen';\n",
    });
    expect(unusedPublicExports(root, files)).toEqual([
      { file: 'packages/ui/src/screens/Market/index.ts', name: 'marketRows' },
      { file: 'packages/ui/src/screens/Faq/index.ts', name: 'FaqScreen' },
    ]);
  });
});
