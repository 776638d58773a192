import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
          const source = readFileSync(full);
          const brotli = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
          if (brotli.length < source.length) writeFileSync(`${full}.br`, brotli);
          if (gzip.length < source.length) writeFileSync(`${full}.gz`, gzip);
        }
      },
    },
  };
}
