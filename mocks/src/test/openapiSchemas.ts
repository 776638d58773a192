// Loads an OpenAPI 3.1 description, dereferenced by Redocly, and compiles its response schemas with Ajv (JSON Schema 2020-12).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export const openapiDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi',
);

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}
interface OperationObject {
  operationId: string;
  responses: Record<string, ResponseObject>;
}

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  /** Response keys as written: '200', '400', '5XX', 'default'… */
  responseKeys: string[];
  validators: Map<string, ValidateFunction>;
}

export interface LoadedApi {
  operations: Map<string, DocumentedOperation>;
}

function createAjv(): Ajv2020 {
  // OpenAPI adds a few annotation keywords JSON Schema does not know; they carry no validation.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  return ajv;
}

export async function loadApi(file: string): Promise<LoadedApi> {
  const config = await createConfig({});
  const result = await bundle({ ref: path.join(openapiDir, file), config, dereference: true });
  const document = result.bundle.parsed as {
    paths: Record<string, Partial<Record<(typeof methods)[number], OperationObject>>>;
  };
  const ajv = createAjv();
  const operations = new Map<string, DocumentedOperation>();
  for (const [pathName, pathItem] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = pathItem[method];
      if (!operation) continue;
      const validators = new Map<string, ValidateFunction>();
      for (const [key, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (schema !== undefined) validators.set(key, ajv.compile(schema as object));
      }
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method,
        path: pathName,
        responseKeys: Object.keys(operation.responses),
        validators,
      });
    }
  }
  return { operations };
}

/** The documented response key for a status: exact, then the `5XX`-style range, then `default`. */
export function responseKeyFor(operation: DocumentedOperation, status: number): string | undefined {
  const range = `${String(status)[0]}XX`;
  return [String(status), range, 'default'].find((key) => operation.responseKeys.includes(key));
}

export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
    .join('; ');
}
