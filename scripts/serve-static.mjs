// Serves a built folder as a static host or CDN does: the content-hashed files under assets/ are kept by the
// browser for good (immutable), everything else (HTML, index.json, the service worker) is asked again each time.
// The `storybook` e2e project serves storybook-static/ with it: each story frame of a docs page is a fresh page
// of ~300 modules, and under `vite preview` (no-cache) each one asked for every module again.
//   node scripts/serve-static.mjs <folder> <port>
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const types = {
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.mjs': 'text/javascript',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const [folder, portText] = process.argv.slice(2);
if (!folder || !portText) {
  console.error('usage: node scripts/serve-static.mjs <folder> <port>');
  process.exit(2);
}
const root = resolve(folder);

/** The file a request path names inside the root, or null when it names nothing there. */
async function fileOf(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = resolve(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null;
  const found = await stat(path).catch(() => null);
  if (found?.isDirectory()) return fileOf(join(decoded, 'index.html'));
  return found?.isFile() ? { path, size: found.size, modified: found.mtime } : null;
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file =
    request.method === 'GET' || request.method === 'HEAD' ? await fileOf(pathname) : null;
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const etag = `W/"${file.size}-${file.modified.getTime()}"`;
  const headers = {
    'content-type': types[extname(file.path)] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    etag,
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': file.size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file.path).pipe(response);
});

server.listen(Number(portText), '127.0.0.1', () => {
  console.log(`Serving ${folder} on http://127.0.0.1:${portText}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
