// The answer to a request that does not match the contract: the body of a 400 in the ValidationError shape, one
// Django REST framework text per refused field, `detail` for a refused header or an unreadable body.
import type { ErrorBody } from '../backend/apiError';
import { serverTexts } from '../backend/serverTexts';
import {
  contractFieldMessages,
  contractHeaderMessages,
  type ContractKeyword,
  type FieldMessage,
} from './contractFieldMessages';
import type { ContractInput } from './contractInput';

/** What a standalone validator reports of each problem (part of Ajv's ErrorObject). */
export interface ContractError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

interface Problem {
  place: string;
  /** The parameter or top-level body field; undefined for the body itself. */
  field: string | undefined;
  nested: boolean;
  keyword: string;
  params: Record<string, unknown>;
  value: unknown;
}

// Of several problems with one field the answer names one, as DRF does: missing, unknown, wrong type, then the rest.
const precedence = ['required', 'additionalProperties', 'type', 'enum', 'const'];
const rank = (keyword: string) =>
  precedence.includes(keyword) ? precedence.indexOf(keyword) : precedence.length;

const decode = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

function valueAt(input: ContractInput, segments: string[]): unknown {
  let value: unknown = input;
  for (const segment of segments) {
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[segment]
        : undefined;
  }
  return value;
}

function problemOf(error: ContractError, input: ContractInput): Problem {
  const segments = error.instancePath.split('/').slice(1).map(decode);
  const [place = '', field, ...inner] = segments;
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  return {
    place,
    field: field ?? (typeof named === 'string' ? named : undefined),
    nested: inner.length > 0 || (field !== undefined && typeof named === 'string'),
    keyword: error.keyword,
    params: error.params,
    value: valueAt(input, segments),
  };
}

function typeMessage(expected: unknown, value: unknown): string {
  if (value === null) return serverTexts.notNull;
  const type = String(expected).split(',')[0];
  if (type === 'string') return serverTexts.notAString;
  if (type === 'integer') return serverTexts.invalidInteger;
  if (type === 'number') return serverTexts.invalidNumber;
  if (type === 'boolean') return serverTexts.invalidBoolean;
  return serverTexts.invalidValue;
}

function defaultMessage(problem: Problem): FieldMessage {
  switch (problem.keyword) {
    case 'required':
      return serverTexts.fieldRequired;
    case 'additionalProperties':
      return serverTexts.unknownField;
    case 'type':
      return typeMessage(problem.params.type, problem.value);
    case 'enum':
    case 'const':
      return serverTexts.invalidChoice(String(problem.value));
    case 'maxLength':
      return serverTexts.tooLong;
    case 'maximum':
      return serverTexts.atMost;
    case 'minimum':
      return serverTexts.atLeast;
    case 'exclusiveMinimum':
      return serverTexts.greaterThan;
    case 'exclusiveMaximum':
      return serverTexts.lessThan;
    default:
      return serverTexts.invalidValue;
  }
}

function messageOf(operationId: string, problem: Problem): string {
  const own = problem.nested
    ? undefined
    : contractFieldMessages[operationId as keyof typeof contractFieldMessages]?.[
        problem.field ?? ''
      ]?.[problem.keyword as ContractKeyword];
  const message = own ?? defaultMessage(problem);
  return typeof message === 'function' ? message(Number(problem.params.limit)) : message;
}

function headerMessage(problem: Problem): string {
  const messages = contractHeaderMessages[problem.field ?? ''];
  if (problem.keyword === 'required') return messages?.required ?? serverTexts.fieldRequired;
  return messages?.invalid ?? serverTexts.invalidValue;
}

/** The 400 body for `errors`, or null when there are none. */
export function contractRefusal(
  operationId: string,
  errors: readonly ContractError[],
  input: ContractInput,
): ErrorBody | null {
  if (errors.length === 0) return null;
  const problems = errors.map((error) => problemOf(error, input));
  if (problems.some((problem) => problem.place === 'body' && problem.field === undefined))
    return { detail: serverTexts.malformedBody };
  const chosen = new Map<string, Problem>();
  for (const problem of problems) {
    const key = `${problem.place}:${problem.field ?? ''}`;
    const current = chosen.get(key);
    if (!current || rank(problem.keyword) < rank(current.keyword)) chosen.set(key, problem);
  }
  const body: ErrorBody = {};
  for (const problem of chosen.values()) {
    if (problem.place === 'header') body.detail = headerMessage(problem);
    else body[problem.field ?? ''] = [messageOf(operationId, problem)];
  }
  return body;
}
