#!/usr/bin/env node
// Issue 11 §8: prints how long the e-mail checks take on hostile input, the old regex beside the client's
// and the mock server's linear checks. A figure to look at, not a test (the machine may be busy).
//
//   node scripts/bench-email-check.mjs            (the old regex takes about 20 s on the first input)
//   node scripts/bench-email-check.mjs --no-old   (only the current checks)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { runnerImport } from 'vite';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A TypeScript module without imports, loaded by stripping its types (Node 20 cannot run .ts). */
async function loadStandalone(relativePath) {
  const source = readFileSync(path.join(root, relativePath), 'utf8').replace(/^import .*$/gm, '');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript,${encodeURIComponent(outputText)}`);
}

const client = await loadStandalone('packages/ui/src/forms/rules/email.ts');
// The server's module imports the IDNA decoder (issue 40), so it goes through Vite's module runner.
const { module: server } = await runnerImport(
  path.join(root, 'mocks/src/backend/emailAddress.ts'),
  {
    logLevel: 'silent',
  },
);
const oldRegex = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const checks = {
  ...(process.argv.includes('--no-old') ? {} : { 'old regex': (text) => oldRegex.test(text) }),
  'client isEmailShaped': client.isEmailShaped,
  'server isEmailShaped': (text) => server.isEmailShaped(server.canonicalEmail(text)),
};

const inputs = {
  "'a@' + 100,000 dots + '@'": `a@${'.'.repeat(100_000)}@`,
  '100,000 @ signs': '@'.repeat(100_000),
  '100,000 dots': '.'.repeat(100_000),
  'a@b. + 100,000 letters': `a@b.${'c'.repeat(100_000)}`,
  '254 characters (the cap)': `${'a'.repeat(242)}@example.com`,
  '255 characters': `${'a'.repeat(243)}@example.com`,
};

for (const [inputName, input] of Object.entries(inputs)) {
  for (const [checkName, check] of Object.entries(checks)) {
    const start = performance.now();
    const answer = check(input);
    const ms = performance.now() - start;
    console.log(
      `${inputName.padEnd(28)} ${checkName.padEnd(22)} ${String(answer).padEnd(6)} ${ms.toFixed(2)} ms`,
    );
  }
}
