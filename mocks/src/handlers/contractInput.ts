// A request as its contract check sees it: `{ path, query, header, body }`, each value read the way the
// operation's handler reads it (the first of repeated names, an empty JSON body as `{}`).
import { ApiError } from '../backend/apiError';
import { serverTexts } from '../backend/serverTexts';
import { readJson } from './respond';

export type ParameterType = 'string' | 'integer' | 'number' | 'boolean';

export interface RequestShape {
  /** Whether the operation needs `Authorization: JWT <token>`. */
  secured: boolean;
  body: 'json' | 'multipart' | null;
  parameters: ReadonlyArray<{ name: string; in: string; type: ParameterType }>;
}

export interface ContractInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Path and query values arrive as text. Numbers and booleans the contract declares are read like Django REST
 * framework reads them; any other text stays text, so the check refuses it with the type's message.
 */
export function parameterValue(text: string, type: ParameterType): unknown {
  if (type === 'integer' && /^-?\d+$/.test(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : text;
  }
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Form fields as strings; a file counts as a string too, as `format: binary` says (the backend checks its bytes). */
async function multipartBody(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, { detail: serverTexts.malformedBody });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (!(name in fields)) fields[name] = typeof value === 'string' ? value : '';
  }
  return fields;
}

/** Reads `request` (a clone: the handler reads it again) into the input of the operation's contract check. */
export async function readContractInput(
  shape: RequestShape,
  request: Request,
  pathParams: Record<string, string | readonly string[] | undefined>,
): Promise<ContractInput> {
  const url = new URL(request.url);
  const input: Required<Omit<ContractInput, 'body'>> & { body?: unknown } = {
    path: {},
    query: {},
    header: {},
  };
  for (const parameter of shape.parameters) {
    const raw =
      parameter.in === 'path'
        ? pathParams[parameter.name]
        : parameter.in === 'query'
          ? url.searchParams.get(parameter.name)
          : request.headers.get(parameter.name);
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (typeof text !== 'string') continue;
    const place = parameter.in as 'path' | 'query' | 'header';
    input[place][parameter.name] = place === 'header' ? text : parameterValue(text, parameter.type);
  }
  if (shape.body === 'json') input.body = await readJson(request);
  if (shape.body === 'multipart') input.body = await multipartBody(request);
  return input;
}
