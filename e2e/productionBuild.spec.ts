import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Strings that exist only in the mock API and MSW. */
const mockMarkers = [
  'mockServiceWorker',
  'mockApiWorker',
  'api.tradingplatform.test',
  'MockBackend',
  'msw',
];

function builtText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile() && /\.(js|html|css)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

test('the production build carries no mock code', () => {
  const production = builtText(path.join(import.meta.dirname, '../app/dist'));
  for (const marker of mockMarkers) expect(production, marker).not.toContain(marker);
});

test('the mock-mode build does carry the mock API (so the check above can fail)', () => {
  const mockBuild = builtText(path.join(import.meta.dirname, '../app/dist-mock'));
  expect(mockBuild).toContain('api.tradingplatform.test');
});

test('the deployable build carries no source maps and no Vite manifest (they live in dist-meta)', () => {
  for (const dist of ['../app/dist', '../app/dist-mock']) {
    const root = path.join(import.meta.dirname, dist);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => file.split(path.sep).includes('.vite'))).toEqual([]);
    expect(builtText(root)).not.toContain('sourceMappingURL');
    // The bundle check still has what it reads.
    expect(readdirSync(`${root}-meta`)).toContain('manifest.json');
  }
});
