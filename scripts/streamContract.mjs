// The market stream's contract (openapi/market-stream.yaml, D19): its message types, the constants of its
// `x-stream` block and the validators of both ends, Ajv standalone code as for the HTTP requests (the browser
// runs no `new Function`: the policy has no unsafe-eval).
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { createContractAjv, openapiDir } from './openapiDocuments.mjs';
import { inlineRuntime } from './requestValidators.mjs';

export const streamSource = 'openapi/market-stream.yaml';
export const streamConstantsOutput = 'packages/api/src/stream/streamContract.gen.ts';
export const serverMessageValidatorOutput = 'packages/api/src/stream/validateServerMessage.gen.ts';
export const clientMessageValidatorOutput = 'mocks/src/stream/validateClientMessage.gen.ts';

/**
 * One schema of the document as a standalone validator module exporting `validate`. References stay references
 * (`$defs`, not inlined), so a schema used twice (a quote in the snapshot and in the update) is one function.
 */
function validatorSource(document, schemaName) {
  const ajv = createContractAjv({
    code: { source: true, esm: true },
    messages: false,
    allErrors: false,
    inlineRefs: false,
  });
  const definitions = JSON.parse(
    JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
  );
  ajv.addSchema({ $id: schemaName, $ref: `#/$defs/${schemaName}`, $defs: definitions });
  return `// @ts-nocheck Ajv's standalone code is plain JavaScript.\n${inlineRuntime(
    standaloneCode(ajv, { validate: schemaName }),
    'stream validators',
  )}`;
}

/** The `x-stream` block as typed constants, and the channel names the pattern allows. */
function constantsSource(document) {
  const stream = document['x-stream'];
  const pattern = document.components.schemas.StreamChannel.pattern;
  const coinIds = /candles:\(([^)]+)\)/.exec(pattern)?.[1].split('|');
  if (!coinIds) throw new Error(`${streamSource}: StreamChannel's pattern names no coins`);
  return `/** The socket's path, limits and close codes (\`x-stream\`). */
export const streamContract = ${JSON.stringify(stream)} as const;

/** The coins that have candle channels (StreamChannel's pattern). */
export const streamCoinIds = ${JSON.stringify(coinIds)} as const;
`;
}

/**
 * @returns {Promise<Array<{ source: string, output: string, text: string }>>} unformatted module texts
 */
export async function streamContractFiles() {
  const document = parse(await readFile(path.join(openapiDir, 'market-stream.yaml'), 'utf8'));
  return [
    { source: streamSource, output: streamConstantsOutput, text: constantsSource(document) },
    {
      source: streamSource,
      output: serverMessageValidatorOutput,
      text: validatorSource(document, 'StreamServerMessage'),
    },
    {
      source: streamSource,
      output: clientMessageValidatorOutput,
      text: validatorSource(document, 'StreamClientMessage'),
    },
  ];
}
