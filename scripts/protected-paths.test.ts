// @vitest-environment node
// Issue 42: the list of signed-in routes lives in one source file, the route manifest. A file that names two thirds
// of them or more keeps a second list (a test, a script or a spec that should read the manifest instead); a link, a
// journey or a few pages picked for a reason (privacy-mode.spec.ts: the pages without amounts of the user's) are not.
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../packages/ui/src/shell/routeManifest.mjs';
import { sourceFiles } from './sourceFiles';

const manifestFile = 'packages/ui/src/shell/routeManifest.mjs';
/** Where the code, its tests, the scripts and the end-to-end specs live. */
const sourceRoots = ['app/src', 'packages', 'mocks/src', 'scripts', 'e2e', 'deploy', '.storybook'];
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;
const generated = /\.gen\.ts$/;

const protectedPaths = routeManifest
  .filter((route) => route.access === 'protected')
  .map((route) => route.path);

/** The protected paths `text` names as a string: '/withdraw', "/withdraw?x", `/withdraw#y`. */
function protectedPathsIn(text: string, paths: readonly string[]): string[] {
  return paths.filter((route) => new RegExp(`['"\`]${route}(?=['"\`?#])`).test(text));
}

describe('the protected paths are listed once (issue 42)', () => {
  it('finds a list, and leaves a link alone', () => {
    const paths = ['/a', '/b', '/c', '/d'];
    expect(protectedPathsIn("['/a', \"/b\", `/c?page=2`, '/d#top']", paths)).toEqual(paths);
    expect(protectedPathsIn("'/api/a/' '/ab' '/b/'", paths)).toEqual([]);
  });

  it(`only ${manifestFile} names two thirds of the protected paths or more`, () => {
    expect(protectedPaths.length).toBeGreaterThan(4);
    const lists = Object.entries(sourceFiles(sourceRoots, sourceFile))
      .filter(([file]) => file !== manifestFile && !generated.test(file))
      .map(([file, text]) => ({ file, named: protectedPathsIn(text, protectedPaths).length }))
      .filter(({ named }) => named >= (protectedPaths.length * 2) / 3);
    expect(lists).toEqual([]);
  });
});
