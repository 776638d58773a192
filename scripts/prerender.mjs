#!/usr/bin/env node
// Writes the public pages of the production build as HTML (issue 14: fast on a phone). Run by
// scripts/build-app.sh after `vite build` and `vite build --ssr src/prerender/renderPage.tsx`:
//
//   node scripts/prerender.mjs app/dist app/dist-prerender/renderPage.js
//
// index.html as Vite wrote it (an empty shell) becomes app.html, which nginx serves for every other path. Each
// page of app/src/prerender/prerenderedPages.ts gets its own file in each language (D18: login.html, login.es.html…;
// nginx picks one by the visitor's cookie or browser): the shell with the page's markup in #root, the language on
// <html lang> and the light theme's class, its styles inline and a loader that fetches the app once the page has
// painted.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeCompressedCopies } from '../app/build/compressedCopies.mjs';
import { NONCE_PLACEHOLDER } from '../deploy/nginx-config.mjs';

const [distArg, rendererArg] = process.argv.slice(2);
if (!distArg || !rendererArg) {
  console.error('usage: node scripts/prerender.mjs DIST RENDERER');
  process.exit(2);
}
const dist = path.resolve(distArg);
// The bundled react-dom/server picks its build from NODE_ENV when it loads: the production one, as shipped.
process.env.NODE_ENV ??= 'production';
const renderer = await import(pathToFileURL(path.resolve(rendererArg)).href);
const manifest = JSON.parse(readFileSync(`${dist}-meta/manifest.json`, 'utf8'));

/** The chunk of `key` and everything it imports statically: what the page needs before it can render. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = manifest['index.html'];
const hash = (text) => createHash('sha256').update(text).digest('base64url').slice(0, 8);

/**
 * The page's styles, inline: the entry's and the route's (nothing to fetch before the first paint). The element
 * carries the nonce placeholder nginx replaces; the policy allows no other inline style.
 */
function inlineStyles(module) {
  if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest`);
  const files = [
    ...new Set([
      ...(entry.css ?? []),
      ...[...staticClosure(module)].flatMap((key) => manifest[key].css ?? []),
    ]),
  ];
  const css = files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  if (css.includes('</style')) throw new Error(`${module}: its CSS cannot be inlined`);
  // Issue 43: Vite's preload helper adds a <link rel="stylesheet"> for each CSS file of a chunk the app imports unless
  // the page has one for it. It would fetch the styles inlined here, wait for them and restyle the whole page (a
  // long task on a phone). A disabled link is never fetched, and tells the helper the file is in.
  const inlined = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>${inlined}`;
}

/**
 * The page is painted from its HTML: the app (entry, route chunk and another language's catalogue) is requested once the page has loaded (its
 * font included) and painted, so on a slow connection the page's own bytes come first. The loader is a file (the policy runs no
 * inline script), named by its content's hash like every other asset.
 */
function writeLoader(module, language, eager = false) {
  const hydration = manifest['src/prerender/hydration.ts'];
  if (!hydration) throw new Error('src/prerender/hydration.ts is not in the Vite manifest');
  const chunks = [
    entry.file,
    hydration.file,
    manifest[module].file,
    ...catalogueFiles(language),
  ].map((file) => `/${file}`);
  // An account page's frame (issue 26) loads its app at once: the page is its data, which the entry starts fetching.
  if (eager) {
    const source =
      `// Written by scripts/prerender.mjs: an account page's frame; its app (and the page's data) starts at once.\n` +
      `${chunks.map((chunk) => `import(${JSON.stringify(chunk)});`).join('\n')}\n`;
    const file = `assets/load-app-${hash(source)}.js`;
    writeFileSync(path.join(dist, file), source);
    return `<script type="module" crossorigin src="/${file}"></script>`;
  }
  const source =
    `// Written by scripts/prerender.mjs: this page is already painted; load the app after that paint.\n` +
    `const load = () => { ${chunks.map((chunk) => `import(${JSON.stringify(chunk)});`).join(' ')} };\n` +
    `const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));\n` +
    `const loaded = new Promise((done) => document.readyState === 'complete' ? done() : addEventListener('load', done, { once: true }));\n` +
    `// Two frames after the page and its font are in: the text has painted in its own face.\n` +
    `loaded.then(() => document.fonts.ready).then(nextFrame).then(nextFrame).then(load);\n`;
  const file = `assets/load-app-${hash(source)}.js`;
  writeFileSync(path.join(dist, file), source);
  return `<script type="module" crossorigin src="/${file}"></script>`;
}

/** Another language than English: its catalogue (and the module that loads it), fetched with the app. */
function catalogueFiles(language) {
  if (language === 'en') return [];
  return ['index', language].map((name) => {
    const key = Object.keys(manifest).find((file) =>
      file.endsWith(`/packages/i18n/src/catalogues/${name}.ts`),
    );
    if (!key) throw new Error(`the ${name} catalogue is not in the Vite manifest`);
    return manifest[key].file;
  });
}

const shellFile = path.join(dist, 'index.html');
const viteShell = readFileSync(shellFile, 'utf8');
if (!viteShell.includes('<div id="root"></div>')) throw new Error(`${shellFile}: no empty #root`);
if (!viteShell.includes('</head>')) throw new Error(`${shellFile}: no </head>`);
const shell = viteShell.replace('</head>', () => `  ${writeWarmUp()}\n  </head>`);
writeFileSync(path.join(dist, renderer.APP_SHELL_FILE), shell);
unlinkSync(shellFile);
// The shell's own script, preloads and stylesheet: a prerendered page replaces all three.
const shellAssets =
  /^\s*<(script type="module"|link rel="modulepreload"|link rel="stylesheet")[^>]*>(<\/script>)?\n/gm;
if ((shell.match(shellAssets) ?? []).length < 2)
  throw new Error(`${shellFile}: no entry script or stylesheet`);

/**
 * D18: each page in each language. English keeps the page's file (`login.html`); another language's sits beside it
 * (`login.es.html`), where nginx looks for the language of the visitor's cookie or browser (deploy/nginx-config.mjs).
 */
function languageFile(file, language) {
  return language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`);
}

/**
 * Issue 26: the classic script at the top of an account page's frame. It runs before anything below it is parsed:
 * anyone not signed in is sent to /login, and the page is hidden so the frame never paints for them. A file (the
 * policy runs no inline script), cached like every asset.
 */
function writeSessionGate() {
  const source =
    `// Written by scripts/prerender.mjs: an account page's frame is for a signed-in visitor; anyone else goes to\n` +
    `// /login before it paints.\n` +
    `let signedIn = false;\n` +
    `try { signedIn = localStorage.getItem(${JSON.stringify(renderer.storageKeys.isAuthenticated)}) === 'true'; } catch {}\n` +
    `if (!signedIn) { document.documentElement.hidden = true; location.replace('/login'); }\n`;
  const file = `assets/session-gate-${hash(source)}.js`;
  writeFileSync(path.join(dist, file), source);
  return `<script src="/${file}"></script>`;
}

/**
 * Issue 43: app/build/warm-up.js, which loads the browser's Intl data and the origin's storage piece by piece while
 * the main thread is idle, as an asset under its hash; every page and the app shell load it (async: it never holds
 * the parser).
 */
function writeWarmUp() {
  const source = readFileSync(new URL('../app/build/warm-up.js', import.meta.url), 'utf8');
  const file = `assets/warm-up-${hash(source)}.js`;
  writeFileSync(path.join(dist, file), source);
  // Over 1 KB: precompressed for nginx like the build's own assets.
  writeCompressedCopies(path.join(dist, file), source);
  return `<script async src="/${file}"></script>`;
}

const shellTitle = '<title>Trading Platform</title>';
const escapeText = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function writePage({ page, language, markup, title, gate }) {
  const eager = Boolean(gate);
  const html = shell
    .replace(shellAssets, '')
    // Issue 42: the page's own title, in its language, as the app sets it.
    .replace(shellTitle, () => `<title>${escapeText(title)}</title>`)
    .replace(
      '<html lang="en">',
      `<html lang="${language}" class="${renderer.lightThemeClass}" data-theme="light">`,
    )
    .replace('<head>', () => (gate ? `<head>\n    ${gate}` : '<head>'))
    .replace(
      '</head>',
      () =>
        `    ${inlineStyles(page.module)}\n    ${writeLoader(page.module, language, eager)}\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${page.path}"${gate ? ' data-frame=""' : ''}>${markup}</div>`,
    );
  const file = languageFile(page.file, language);
  // A page under a folder (a coin's frame: market/btc.frame.html).
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
  console.log(
    `prerendered ${page.path} (${language}) -> ${file} (${(html.length / 1000).toFixed(1)} KB)`,
  );
}

if (!shell.includes('<head>')) throw new Error(`${shellFile}: no <head>`);
if (!shell.includes(shellTitle)) throw new Error(`${shellFile}: no ${shellTitle}`);
const gate = writeSessionGate();
for (const language of renderer.releasedLanguages) {
  for (const page of renderer.prerenderedPages) {
    const markup = await renderPage(page.path, language);
    writePage({ page, language, markup, title: await renderer.pageTitle(page.path, language) });
  }
  for (const page of renderer.accountFrames) {
    const markup = await renderPage(page.path, language, true);
    const title = await renderer.pageTitle(page.path, language);
    writePage({ page, language, markup, title, gate });
  }
}

async function renderPage(pagePath, language, signedIn = false) {
  const markup = await renderer.renderPage(pagePath, language, signedIn);
  // The policy refuses style attributes in markup (deploy/nginx-config.mjs): a page with one would paint wrong.
  const styleAttribute = /<[^>]+\sstyle="/.exec(markup);
  if (styleAttribute)
    throw new Error(`${pagePath} (${language}): inline style attribute in ${styleAttribute[0]}`);
  // A Suspense boundary the server gave up on is rendered afresh by the browser and reported as an error.
  if (markup.includes('<!--$!-->'))
    throw new Error(`${pagePath} (${language}): a Suspense boundary suspended on the server`);
  return markup;
}
