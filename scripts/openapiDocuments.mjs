// The API descriptions as JSON Schema tools see them: every $ref resolved by Redocly, checked by Ajv with the
// JSON Schema 2020-12 dialect of OpenAPI 3.1. Shared by the contract tests and scripts/generate-api.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi');

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** An API description (a file name in openapi/) with every $ref replaced by what it points to. */
export async function loadDereferencedApi(file) {
  const config = await createConfig({});
  const result = await bundle({ ref: path.join(openapiDir, file), config, dereference: true });
  return result.bundle.parsed;
}

/** Ajv for the contract's schemas; `options` are added to (or override) the contract's own. */
export function createContractAjv(options = {}) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, ...options });
  addFormats(ajv);
  // OpenAPI adds a few annotation keywords JSON Schema does not know; they carry no validation.
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  return ajv;
}
