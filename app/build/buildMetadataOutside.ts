import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps and manifest go: beside the deployable folder, never inside it. */
export const metadataDirOf = (outDir: string) => `${outDir}-meta`;

/**
 * Source maps and the Vite manifest are for our tools (the bundle check reads both), not for
 * visitors: after the build they move from `dist/` to `dist-meta/`. The maps are built "hidden", so
 * no chunk points at a file the server does not have.
 */
export function buildMetadataOutside(): Plugin {
  let outDir = '';
  return {
    name: 'build-metadata-outside',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const metaDir = metadataDirOf(outDir);
      rmSync(metaDir, { recursive: true, force: true });
      mkdirSync(metaDir, { recursive: true });
      const manifest = path.join(outDir, '.vite', 'manifest.json');
      if (existsSync(manifest)) renameSync(manifest, path.join(metaDir, 'manifest.json'));
      rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        const target = path.join(metaDir, file);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(outDir, file), target);
      }
    },
  };
}
