// The mock API's request check, compiled from the contract at generation time: Ajv's standalone code, so the
// browser runs no `new Function` (the demo's CSP has no unsafe-eval) and ships no Ajv compiler.
//
// Per operation one schema `{ path, query, header, body }` checks what the contract says of a request's shape and
// size: types, maxLength, minimum/maximum, enums, required and unknown fields. Content rules (`pattern`, `format`,
// `minLength`) are left out of parameters and bodies: the backend judges those, with the spec's texts and its own
// normalisation (trimmed e-mails, phone numbers with spaces). Header schemas are kept whole.
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createContractAjv, httpMethods } from './openapiDocuments.mjs';

export const requestValidatorsOutput = 'mocks/src/handlers/requestValidators.gen.ts';

const shapeKeywords = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'enum',
  'const',
  'maxLength',
  'maxItems',
  'minItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'anyOf',
  'allOf',
];
const headerKeywords = [...shapeKeywords, 'minLength', 'pattern'];

/** A copy of `schema` with only `keywords`; `oneOf` becomes `anyOf`, as branches may differ only in dropped rules. */
function keepKeywords(schema, keywords) {
  if (typeof schema !== 'object' || schema === null) return schema;
  const kept = {};
  for (const [keyword, value] of Object.entries(schema)) {
    const target = keyword === 'oneOf' ? 'anyOf' : keyword;
    if (!keywords.includes(target)) continue;
    if (target === 'properties') {
      kept.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, keepKeywords(property, keywords)]),
      );
    } else if (['anyOf', 'allOf', 'prefixItems'].includes(target)) {
      kept[target] = value.map((branch) => keepKeywords(branch, keywords));
    } else if (['items', 'additionalProperties'].includes(target)) {
      kept[target] = keepKeywords(value, keywords);
    } else {
      kept[target] = value;
    }
  }
  return kept;
}

function scalarType(schema) {
  const types = [schema?.type].flat();
  return ['integer', 'number', 'boolean'].find((type) => types.includes(type)) ?? 'string';
}

/** One operation's request: its schema for Ajv and what the mock needs to read a request into that shape. */
function describeRequest(document, pathName, pathItem, operation) {
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
  const groups = { path: {}, query: {}, header: {} };
  const required = { path: [], query: [], header: [] };
  for (const parameter of parameters) {
    if (!(parameter.in in groups)) throw new Error(`${pathName}: ${parameter.in} parameters`);
    const keywords = parameter.in === 'header' ? headerKeywords : shapeKeywords;
    groups[parameter.in][parameter.name] = keepKeywords(parameter.schema ?? {}, keywords);
    if (parameter.required) required[parameter.in].push(parameter.name);
  }
  const content = operation.requestBody?.content ?? {};
  const mediaType = ['application/json', 'multipart/form-data'].find((type) => content[type]);
  if (Object.keys(content).length > 0 && !mediaType)
    throw new Error(`${operation.operationId}: only JSON and multipart bodies are read`);
  const properties = Object.fromEntries(
    Object.keys(groups)
      .filter((place) => Object.keys(groups[place]).length > 0)
      .map((place) => [
        place,
        { type: 'object', properties: groups[place], required: required[place] },
      ]),
  );
  if (mediaType) properties.body = keepKeywords(content[mediaType].schema, shapeKeywords);
  const security = operation.security ?? document.security ?? [];
  return {
    schema: { $id: operation.operationId, type: 'object', properties },
    shape: {
      secured: security.some((requirement) => Object.keys(requirement).length > 0),
      body: mediaType === 'multipart/form-data' ? 'multipart' : mediaType ? 'json' : null,
      parameters: parameters.map(({ name, in: place, schema }) => ({
        name,
        in: place,
        type: scalarType(schema),
      })),
    },
  };
}

// Ajv counts maxLength in code points with a helper it `require`s; the module is ESM, so the helper is inlined.
const codePointLengthSource = `function codePointLength(text) {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}`;

/** Ajv's standalone code with its one runtime helper inlined; `what` names the validators in an error. */
export function inlineRuntime(code, what = 'request validators') {
  const inlined = code.replaceAll(
    'require("ajv/dist/runtime/ucs2length").default',
    'codePointLength',
  );
  const leftover = /require\("[^"]+"\)/.exec(inlined);
  if (leftover) throw new Error(`The ${what} need ${leftover[0]}; inline it too.`);
  return inlined.includes('codePointLength')
    ? `${inlined}\n${codePointLengthSource}\n`
    : `${inlined}\n`;
}

/**
 * The module's source: one Ajv standalone validator per operation, and `requestValidators`, which pairs each with
 * the operation's shape (parameters and their types, body media type, whether it needs a token).
 * @param {Array<{ document: any }>} apis dereferenced API descriptions
 */
export function requestValidatorsSource(apis) {
  const ajv = createContractAjv({ code: { source: true, esm: true }, messages: false });
  const shapes = {};
  for (const { document } of apis) {
    for (const [pathName, pathItem] of Object.entries(document.paths ?? {})) {
      for (const method of httpMethods) {
        const operation = pathItem[method];
        if (!operation) continue;
        const { schema, shape } = describeRequest(document, pathName, pathItem, operation);
        ajv.addSchema(schema);
        shapes[operation.operationId] = shape;
      }
    }
  }
  const ids = Object.keys(shapes);
  const validators = inlineRuntime(
    standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id]))),
  );
  const table = ids
    .map((id) => {
      const { secured, body, parameters } = shapes[id];
      return `  ${id}: { validate: ${id}, secured: ${secured}, body: ${JSON.stringify(body)}, parameters: ${JSON.stringify(parameters)} },`;
    })
    .join('\n');
  return `// @ts-nocheck Ajv's standalone code is plain JavaScript.\n${validators}
/** Per operation: its request check and how to read a request for it. */
export const requestValidators = {\n${table}\n};\n`;
}
