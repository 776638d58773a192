// Requests of one contract operation for the fuzz test: generated from its schemas, filled with what the acting user
// knows (its codes, tokens, ids) when asked to, and turned into a fetch call.
import fc from 'fast-check';
import { PNG_BYTES } from './backendFixtures';
import type { FuzzRequest, Slot } from './hostileRequests';
import { rawToken } from './hostileRequests';
import type { DocumentedOperation, SchemaObject } from './openapiSchemas';
import { FILE_FIELD, schemaArbitrary } from './schemaArbitrary';

/** A valid request for `operation`, by its schemas; the token is the acting user's. */
export function requestArbitrary(operation: DocumentedOperation): fc.Arbitrary<FuzzRequest> {
  const group = (place: 'path' | 'query' | 'header') => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === place);
    // A path segment cannot be empty or a dot segment: the URL would name another path.
    const usable = (value: unknown) => place !== 'path' || !['', '.', '..'].includes(String(value));
    return fc.record(
      Object.fromEntries(parameters.map((p) => [p.name, schemaArbitrary(p.schema).filter(usable)])),
      { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) },
    );
  };
  return fc
    .record({
      path: group('path'),
      query: group('query'),
      header: group('header'),
      body: operation.body ? schemaArbitrary(operation.body.schema) : fc.constant(undefined),
    })
    .map((parts) => ({ ...parts, rawTokens: [], auth: 'own' as const, othersIds: false }));
}

/** Where a hostile value can go: every parameter but path ones (a URL cannot leave them out), and body fields. */
export function slotsOf(operation: DocumentedOperation): Slot[] {
  const parameters = operation.parameters
    .filter((parameter) => parameter.in !== 'path')
    .map((parameter) => ({ place: parameter.in, name: parameter.name }) as Slot);
  const properties = (operation.body?.schema.properties ?? {}) as Record<string, SchemaObject>;
  const fields = Object.keys(properties).map((name) => ({ place: 'body' as const, name }));
  return [...parameters, ...fields];
}

function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Header values must be printable Latin-1, or fetch throws before the mock sees anything. */
function headerText(value: unknown): string {
  return parameterText(value).replace(/[^\x20-\x7e]/g, 'x');
}

function withTokens(text: string, tokens: readonly string[], quoted: boolean): string {
  return tokens.reduce((result, token, index) => {
    const placeholder = quoted ? JSON.stringify(rawToken(index)) : rawToken(index);
    return result.replaceAll(placeholder, quoted ? token : token.replace(/^"|"$/g, ''));
  }, text);
}

function multipartBody(body: Record<string, unknown>, tokens: readonly string[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === FILE_FIELD)
      form.set(name, new Blob([PNG_BYTES.slice()], { type: 'image/png' }), 'proof.png');
    else form.set(name, withTokens(parameterText(value), tokens, false));
  }
  return form;
}

/** The fetch call for `request` against `baseUrl`, signed with `authorization` when the request carries a token. */
export function fetchCall(
  operation: DocumentedOperation,
  baseUrl: string,
  request: FuzzRequest,
  authorization: string | null,
): { url: string; init: RequestInit } {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(parameterText(request.path[name] ?? 'missing')),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query))
    if (value !== undefined)
      query.set(name, withTokens(parameterText(value), request.rawTokens, false));
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.header))
    if (value !== undefined) headers.set(name, headerText(value));
  if (request.auth === 'own' && authorization) headers.set('Authorization', authorization);
  const init: RequestInit = { method: operation.method.toUpperCase(), headers };
  const multipart = operation.body?.mediaType === 'multipart/form-data';
  if (request.rawBody !== undefined) {
    headers.set(
      'Content-Type',
      multipart ? 'multipart/form-data; boundary=fuzz' : 'application/json',
    );
    init.body = request.rawBody;
  } else if (multipart) {
    init.body = multipartBody(request.body as Record<string, unknown>, request.rawTokens);
  } else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = withTokens(JSON.stringify(request.body), request.rawTokens, true);
  }
  const search = query.toString();
  return { url: `${baseUrl}${path}${search ? `?${search}` : ''}`, init };
}
