// What nginx serves precompressed (brotli_static, gzip_static): `file.br` and `file.gz` beside an asset, at the
// strongest levels, each written only when it is smaller. Used by the build's precompress plugin, by
// scripts/prerender.mjs for the assets it writes, and by the bench's baseline page.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function writeCompressedCopies(file, source = readFileSync(file)) {
  const bytes = Buffer.from(source);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
}
