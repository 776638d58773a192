// The repo's TypeScript sources, for the tests that hold a rule over all of them (issue 42's bars).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Every `.ts` and `.tsx` file below `roots` (repo-relative, no node_modules), by path. */
export function sourceFiles(roots: readonly string[]): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        files[file] = readFileSync(path.join(repoRoot, file), 'utf8');
      }
    }
  };
  roots.forEach(walk);
  return files;
}

/** The code without its comments (which may well name what the rule forbids). */
export const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
