// Loads an OpenAPI 3.1 description, dereferenced by Redocly, and compiles its response schemas with Ajv (JSON Schema
// 2020-12), through the same loader scripts/generate-api.mjs compiles the mock's request validators with.
import type { ValidateFunction } from 'ajv/dist/2020';
import {
  createContractAjv,
  httpMethods,
  loadDereferencedApi,
  openapiDir,
} from '../../../scripts/openapiDocuments.mjs';

export { openapiDir };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: SchemaObject;
}
/** A dereferenced JSON Schema as the contract writes it. */
export type SchemaObject = Record<string, unknown>;

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}
interface OperationObject {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, ResponseObject>;
}
interface PathItem {
  parameters?: ParameterObject[];
  [method: string]: unknown;
}

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  /** Response keys as written: '200', '400', '5XX', 'default'… */
  responseKeys: string[];
  validators: Map<string, ValidateFunction>;
  /** Path-level and operation-level parameters. */
  parameters: ParameterObject[];
  /** The request body's media type and schema, when it has one. */
  body: { mediaType: string; schema: SchemaObject } | null;
  /** Whether the operation needs a JWT. */
  secured: boolean;
}

export interface LoadedApi {
  operations: Map<string, DocumentedOperation>;
}

export async function loadApi(file: string): Promise<LoadedApi> {
  const document = (await loadDereferencedApi(file)) as {
    security?: Array<Record<string, string[]>>;
    paths: Record<string, PathItem>;
  };
  const ajv = createContractAjv();
  const operations = new Map<string, DocumentedOperation>();
  for (const [pathName, pathItem] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = pathItem[method] as OperationObject | undefined;
      if (!operation) continue;
      const validators = new Map<string, ValidateFunction>();
      for (const [key, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (schema !== undefined) validators.set(key, ajv.compile(schema as object));
      }
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const security = operation.security ?? document.security ?? [];
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method,
        path: pathName,
        responseKeys: Object.keys(operation.responses),
        validators,
        parameters: [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])],
        body: mediaType && content ? { mediaType, schema: content.schema } : null,
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
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

/** Why an answer breaks the contract (its status is not documented, or its body does not match), or null. */
export function contractViolation(
  operation: DocumentedOperation,
  status: number,
  body: unknown,
): string | null {
  const key = responseKeyFor(operation, status);
  if (!key) return `${operation.operationId} answered ${status}, which it does not document`;
  const validate = operation.validators.get(key);
  if (!validate) return `${operation.operationId} ${key} has no JSON schema`;
  if (validate(body)) return null;
  return `${operation.operationId} ${status} does not match the contract: ${describeErrors(validate)}\n${JSON.stringify(body).slice(0, 500)}`;
}
