import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each `index.ts` of packages/ui and packages/api is its folder's public face: it exports only what
 * files outside that folder import (directly, or through an index above it that re-exports it).
 * An export nobody outside uses is an internal leaking out; trim it, or list it here with its reason.
 */
const justifiedExports: Record<string, Record<string, string>> = {};

/**
 * The exports no outside file imported when this test was written (issue 22), still to be trimmed: the
 * list may only shrink. A new unused export fails; so does a listed one that is gone or now imported.
 * `UPDATE_INDEX_EXPORTS=1` rewrites it after a trim.
 */
const baselinePath = join(import.meta.dirname, 'indexExports.baseline.json');

const root = join(import.meta.dirname, '..');
const trackedRoots = ['packages/ui/src/', 'packages/api/src/'];

function program() {
  const configPath = join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

const isTracked = (file: string) =>
  file.endsWith('/index.ts') && trackedRoots.some((folder) => file.startsWith(folder));

function unusedIndexExports(): Record<string, string[]> {
  const prog = program();
  const checker = prog.getTypeChecker();
  const rel = (file: string) => relative(root, file).split(sep).join('/');
  const exportsOf = new Map<string, string[]>();
  /** Per index: the names importers outside its folder use ('*' for all). */
  const used = new Map<string, Set<string>>();
  /** Per index: the indexes that re-export all of it with `export *`. */
  const reexporters = new Map<string, string[]>();

  const targetOf = (specifier: ts.Expression): string | undefined => {
    const symbol = checker.getSymbolAtLocation(specifier);
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
    return file && isTracked(rel(file)) ? rel(file) : undefined;
  };
  const recordUse = (index: string, importer: string, names: string[]) => {
    if (importer.startsWith(dirname(index) + '/')) return;
    const set = used.get(index) ?? new Set<string>();
    for (const name of names) set.add(name);
    used.set(index, set);
  };

  for (const source of prog.getSourceFiles()) {
    const importer = rel(source.fileName);
    if (importer.startsWith('..') || importer.includes('node_modules')) continue;
    if (isTracked(importer)) {
      const moduleSymbol = checker.getSymbolAtLocation(source);
      exportsOf.set(
        importer,
        moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name) : [],
      );
    }
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const index = targetOf(node.moduleSpecifier);
        const clause = node.importClause;
        if (index && clause) {
          const names: string[] = [];
          if (clause.name) names.push('default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements)
              names.push((element.propertyName ?? element.name).text);
          }
          recordUse(index, importer, names);
        }
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        const index = targetOf(node.moduleSpecifier);
        if (index && !importer.startsWith(dirname(index) + '/')) {
          if (!node.exportClause && isTracked(importer)) {
            reexporters.set(index, [...(reexporters.get(index) ?? []), importer]);
          } else if (!node.exportClause || !ts.isNamedExports(node.exportClause)) {
            recordUse(index, importer, ['*']);
          } else {
            use(
              index,
              importer,
              node.exportClause.elements.map(
                (element) => (element.propertyName ?? element.name).text,
              ),
            );
          }
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0]
      ) {
        const index = targetOf(node.arguments[0]);
        if (index) recordUse(index, importer, ['*']);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const isUsed = (index: string, name: string, seen = new Set<string>()): boolean => {
    if (seen.has(index)) return false;
    seen.add(index);
    const names = used.get(index);
    if (names?.has('*') || names?.has(name)) return true;
    return (reexporters.get(index) ?? []).some((above) => isUsed(above, name, seen));
  };

  const unused: Record<string, string[]> = {};
  for (const [index, names] of [...exportsOf].sort()) {
    const leaks = names.filter(
      (name) => !isUsed(index, name) && !(justifiedExports[index]?.[name] !== undefined),
    );
    if (leaks.length > 0) unused[index] = leaks.sort();
  }
  return unused;
}

describe('index.ts exports', () => {
  it('export only what files outside their folder import', () => {
    const unused = unusedIndexExports();
    if (process.env.UPDATE_INDEX_EXPORTS) {
      writeFileSync(baselinePath, `${JSON.stringify(unused, null, 2)}\n`);
    }
    const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as Record<string, string[]>;
    expect(unused).toEqual(baseline);
  }, 300_000);
});
