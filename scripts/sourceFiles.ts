// The repo's sources, for the tests that hold a rule over all of them (issue 42's bars).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Folders that hold no source of ours: installed packages, builds, screenshots. */
const notSources = /^(node_modules|dist[^/]*|baselines)$/;

/**
 * Every file below `roots` (repo-relative) whose name matches `names` (default: `.ts` and `.tsx`), by path.
 * It walks by hand rather than with `readdirSync`'s `recursive`, which on Node 20 follows pnpm's symlinks into
 * every package's node_modules (45,000 entries below `packages/`: over 20 s on a loaded CI machine).
 */
export function sourceFiles(
  roots: readonly string[],
  names = /\.(ts|tsx)$/,
): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!notSources.test(entry.name)) walk(file);
      } else if (entry.isFile() && names.test(entry.name)) {
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
