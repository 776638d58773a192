// Each index.ts under packages/*/src is its folder's public face (docs/ARCHITECTURE.md): it exports what
// files outside the folder import, and nothing more. Lists every name an index.ts exports by name that
// no import anywhere in the repo takes from it. Exits 1 when there is one.
//   node scripts/public-exports.mjs
// `export * from './x'` exports every name x exports (read from x, to any depth), and each of them must be
// imported from the index that re-exports it. A name imported from a parent's `export *` of a child index
// uses it in the child too. A route manifest entry's `screen` uses `<screen>Screen` of that screen folder's index.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sourceFile = /\.(ts|tsx|mts|js|mjs|mdx)$/;
const declaration =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s+as\s+[\w$]+|\*)\s+from\s+['"]([^'"]+)['"]/g;

/**
 * `{ a, type B, c as d }` → the names on one side of each `as`: taken from the module (`'source'`: a, B, c)
 * or given to the importer (`'local'`: a, B, d).
 */
function namesIn(braces, side = 'source') {
  return braces
    .slice(1, -1)
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) =>
      part
        .split(/\s+as\s+/)
        .at(side === 'source' ? 0 : -1)
        .trim(),
    );
}

/** Maps `@tp/x` and `@tp/x/sub` specifiers to files, from each workspace package's `exports`. */
function packageResolver(root) {
  const entries = [];
  for (const dir of [
    'packages/api',
    'packages/messages',
    'packages/i18n',
    'packages/ui',
    'mocks',
  ]) {
    const manifestFile = path.join(root, dir, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      entries.push({
        pattern: path.posix.join(manifest.name, subpath),
        target: path.join(root, dir, target),
      });
    }
  }
  return (specifier) => {
    for (const { pattern, target } of entries) {
      if (!pattern.includes('*')) {
        if (specifier === pattern) return target;
        continue;
      }
      const [prefix, suffix] = pattern.split('*');
      if (specifier.startsWith(prefix) && specifier.endsWith(suffix)) {
        const star = specifier.slice(prefix.length, specifier.length - suffix.length);
        return target.replace('*', star);
      }
    }
    return undefined;
  };
}

function resolveFrom(file, specifier, resolvePackage) {
  if (specifier.startsWith('@tp/')) return resolvePackage(specifier);
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(file), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && sourceFile.test(candidate)) return candidate;
  }
  return undefined;
}

const declaredExport =
  /(?:^|[\n;])\s*export\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum|namespace)\s+([\w$]+)/g;

/** The names `file` exports, following its own `export *` lines (cycles stop). */
function exportedNames(file, resolvePackage, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const names = [...text.matchAll(declaredExport)].map((match) => match[1]);
  for (const match of text.matchAll(/(?:^|[\n;])\s*export\s+(type\s+)?(\{[^}]*\})/g)) {
    names.push(...namesIn(match[2], 'local'));
  }
  for (const [, keyword, , , clause, specifier] of text.matchAll(declaration)) {
    if (keyword !== 'export' || !clause.startsWith('*')) continue;
    const namespace = clause.match(/^\*\s+as\s+([\w$]+)$/);
    if (namespace) names.push(namespace[1]);
    else {
      const target = resolveFrom(file, specifier, resolvePackage);
      if (target) names.push(...exportedNames(target, resolvePackage, seen));
    }
  }
  return names;
}

/**
 * The public faces of `root` (every packages/*\/src/**\/index.ts) with the names each exports by name
 * and nobody imports from it.
 */
export function unusedPublicExports(root, files) {
  const resolvePackage = packageResolver(root);
  const all = (files ?? listSourceFiles(root)).map((file) => path.resolve(root, file));
  const isFace = (file) =>
    /^packages\/[^/]+\/src\/(.+\/)?index\.ts$/.test(path.relative(root, file));

  /** index file → its named exports; index file → the child indexes it star-exports. */
  const exportsOf = new Map();
  const starChildren = new Map();
  /** index file → the names imported from it (`*` for a namespace import). */
  const imported = new Map();
  const recordUse = (target, names) => {
    const set = imported.get(target) ?? new Set();
    for (const name of names) set.add(name);
    imported.set(target, set);
  };

  for (const file of all) {
    const text = readFileSync(file, 'utf8');
    const face = isFace(file);
    if (face) {
      exportsOf.set(file, []);
      starChildren.set(file, []);
    }
    for (const match of text.matchAll(declaration)) {
      const [, keyword, , defaultPart, clause, specifier] = match;
      const target = resolveFrom(file, specifier, resolvePackage);
      if (face && keyword === 'export') {
        if (clause.startsWith('{')) exportsOf.get(file).push(...namesIn(clause, 'local'));
        else if (clause === '*' && target) {
          exportsOf.get(file).push(...exportedNames(target, resolvePackage));
          if (isFace(target)) starChildren.get(file).push(target);
        } else if (clause.startsWith('*')) exportsOf.get(file).push(clause.split(/\s+as\s+/)[1]);
      }
      if (!target) continue;
      if (clause.startsWith('{')) recordUse(target, namesIn(clause));
      else if (clause.startsWith('*') && !(keyword === 'export' && clause === '*'))
        recordUse(target, ['*']);
      if (defaultPart) recordUse(target, ['default']);
    }
    if (face) {
      // Local `export { a, b };` lists (without `from`) are named exports too.
      for (const match of text.matchAll(/(?:^|[\n;])\s*export\s+(type\s+)?(\{[^}]*\})\s*;/g)) {
        exportsOf.get(file).push(...namesIn(match[2], 'local'));
      }
    }
  }

  // Lingui's macros compile to imports of the runtime names lingui.config.ts's `runtimeConfigModule` lists.
  const linguiConfig = path.join(root, 'lingui.config.ts');
  if (existsSync(linguiConfig)) {
    for (const [, specifier, name] of readFileSync(linguiConfig, 'utf8').matchAll(
      /\[\s*'(@tp\/[\w-]+)'\s*,\s*'([\w$]+)'\s*\]/g,
    )) {
      const target = resolvePackage(specifier);
      if (target) recordUse(target, [name]);
    }
  }

  // The app loads each route's page by the manifest's `screen` (lazyScreen): `<screen>Screen` of the folder's index.
  const routeManifestFile = path.join(root, 'packages/ui/src/shell/routeManifest.mjs');
  if (existsSync(routeManifestFile)) {
    for (const [, screen] of readFileSync(routeManifestFile, 'utf8').matchAll(
      /\bscreen:\s*'([\w$]+)'/g,
    )) {
      recordUse(path.join(root, 'packages/ui/src/screens', screen, 'index.ts'), [
        `${screen}Screen`,
      ]);
    }
  }

  // Names imported from a parent index that star-exports a child count for the child (to any depth).
  const passDown = (parent, names, seen = new Set()) => {
    for (const child of starChildren.get(parent) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      recordUse(child, names);
      passDown(child, names, seen);
    }
  };
  for (const parent of starChildren.keys()) passDown(parent, [...(imported.get(parent) ?? [])]);

  const unused = [];
  for (const [face, names] of exportsOf) {
    const taken = imported.get(face) ?? new Set();
    if (taken.has('*')) continue;
    for (const name of new Set(names)) {
      if (!taken.has(name)) unused.push({ file: path.relative(root, face), name });
    }
  }
  return unused;
}

function listSourceFiles(root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => sourceFile.test(file) && existsSync(path.join(root, file)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const unused = unusedPublicExports(root);
  for (const { file, name } of unused)
    console.log(`${file}: ${name} is exported but nobody imports it`);
  if (unused.length > 0) {
    console.log(
      `${unused.length} unused public exports: export only what files outside the folder import`,
    );
    process.exit(1);
  }
  console.log('Every name an index.ts exports is imported somewhere.');
}
