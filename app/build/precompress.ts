import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeCompressedCopies } from './compressedCopies.mjs';

/** What nginx serves precompressed (brotli_static, gzip_static). index.html is left out: nginx writes its nonce. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** Writes `file.br` and `file.gz` beside every compressible asset of the build, at the strongest levels (each only when smaller). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          const full = path.join(outDir, file);
          if (!COMPRESSIBLE.test(file)) continue;
          writeCompressedCopies(full);
        }
      },
    },
  };
}
