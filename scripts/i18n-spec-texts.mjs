#!/usr/bin/env node
// Writes the spec texts of @tp/messages, and the reference server's texts the user reads, where `lingui extract`
// and the runtime read them (DECISIONS D18).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { packageCatalogueTexts, specTextsFiles, specTextsPaths } from './i18n-spec-texts-core.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module: messages } = await runnerImport(path.join(root, 'packages/messages/src/index.ts'));
// The server's own texts (the mock is the reference server) reach the user too: its refusals and activity names.
const { module: server } = await runnerImport(path.join(root, 'mocks/src/backend/serverTexts.ts'));
// The package catalogue's names, descriptions, features, rates and periods (D2) are the server's texts too.
const { module: packages } = await runnerImport(
  path.join(root, 'mocks/src/backend/packageCatalogue.ts'),
);
const files = specTextsFiles({
  ...messages,
  ...server,
  packageCatalogue: packageCatalogueTexts(packages.packageCatalogue),
});
for (const kind of ['extraction', 'runtime']) {
  const file = path.join(root, specTextsPaths[kind]);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, files[kind]);
}
console.log('spec texts written');
