// Guards the API contract: the generated files (types, the mock's operation table and request
// validators) match the YAML, the YAML has the operations, security and error answers of the compact
// contract (spec 1 and 2 §7, DECISIONS D1–D8), every string in it has a maxLength, and Redocly lint is
// clean. Runs in the unit project's jsdom environment; everything here is Node API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const openapiDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(openapiDir, '..');

interface GeneratedFile {
  source: string;
  output: string;
  contents: string;
}
interface ApiFileGenerator {
  generateApiFiles(): Promise<GeneratedFile[]>;
  operationTable(apis: Array<{ api: string; source: string; document: unknown }>): unknown[];
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type SecurityRequirement = Record<string, string[]>;
interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}
interface Operation {
  operationId: string;
  security?: SecurityRequirement[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  security?: SecurityRequirement[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>> & { parameters?: Parameter[] }>;
  components?: {
    securitySchemes?: Record<string, { type: string; in?: string; name?: string }>;
    parameters?: Record<string, Parameter>;
  };
}
interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
  parameters: Parameter[];
}

const methods: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function readApi(file: string): OpenApiDocument {
  return parse(readFileSync(path.join(openapiDir, file), 'utf8')) as OpenApiDocument;
}

function operationsOf(document: OpenApiDocument): Map<string, OperationEntry> {
  const operations = new Map<string, OperationEntry>();
  for (const [pathName, pathItem] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = pathItem[method];
      if (!operation) continue;
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => resolveParameter(document, parameter),
      );
      operations.set(operation.operationId, { method, path: pathName, operation, parameters });
    }
  }
  return operations;
}

function resolveParameter(document: OpenApiDocument, parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = document.components?.parameters?.[name];
  if (!resolved) throw new Error(`Unresolved parameter ${parameter.$ref}`);
  return resolved;
}

/**
 * JSON pointers of string schemas without a maxLength. An `enum` or `const` bounds a string by itself, and an upload
 * (`format: binary`) is bounded by the server's size limit in bytes, which maxLength (characters) cannot say.
 * Examples are data, not schemas.
 */
function unboundedStrings(node: unknown, pointer = ''): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => unboundedStrings(item, `${pointer}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const isString = [schema.type].flat().includes('string');
  const bounded =
    'maxLength' in schema || 'enum' in schema || 'const' in schema || schema.format === 'binary';
  const own = isString && !bounded ? [pointer] : [];
  return own.concat(
    Object.entries(schema)
      .filter(([key]) => key !== 'example' && key !== 'examples')
      .flatMap(([key, value]) =>
        unboundedStrings(value, `${pointer}/${key.replaceAll('/', '~1')}`),
      ),
  );
}

function isSecured(document: OpenApiDocument, operation: Operation): boolean {
  const requirements = operation.security ?? document.security ?? [];
  return requirements.some((requirement) => 'JWTAuth' in requirement);
}

// Every operation id of the compact contract, in its order.
const authOperationIds = [
  'login',
  'logout',
  'signup',
  'verifySignupOtp',
  'resendSignupOtp',
  'requestForgotPassword',
  'verifyForgotPasswordOtp',
  'resendForgotPasswordOtp',
  'resetPassword',
  'refreshToken',
  'getProfile',
  'requestProfileChange',
  'verifyProfileChange',
  'updateNotificationPreferences',
  'requestPasswordChange',
  'verifyPasswordChange',
  'listAccountActivity',
  'recordManualRefresh',
  'listSessions',
  'revokeSession',
  'revokeOtherSessions',
  // D15: second factor, step-up, security settings, "This wasn't me".
  'loginSecondFactor',
  'stepUp',
  'followDisownLink',
  'getSecuritySettings',
  'beginTotpSetup',
  'enableTotp',
  'disableTotp',
  'renewBackupCodes',
  'setIdleTimeout',
  'setAntiPhishingPhrase',
  'passkeyLoginOptions',
  'loginWithPasskey',
  'stepUpPasskeyOptions',
  'stepUpWithPasskey',
  'listPasskeys',
  'passkeyRegistrationOptions',
  'addPasskey',
  'removePasskey',
];
const accountOperationIds = [
  'listBalances',
  'listAccountSummaries',
  'listDeposits',
  'createDeposit',
  'listWithdrawals',
  'createWithdrawal',
  'verifyWithdrawal',
  'resendWithdrawalOtp',
  'listWithdrawalDestinations',
  'addWithdrawalDestination',
  'verifyWithdrawalDestination',
  'resendWithdrawalDestinationCode',
  'removeWithdrawalDestination',
  'setWithdrawalAllowList',
  'listTransactions',
  'listPackages',
  'subscribePackage',
  'listCopyTraders',
  'joinCopyTrader',
  'updateCopyTrader',
  'stopCopyTrader',
  'listTraders',
  'listHoldings',
  'getPortfolioHistory',
  'getForexQuotes',
];
const marketOperationIds = ['getSimplePrice', 'listCoinMarkets', 'getCoinMarketChart'];

// Called without a token: login (and its second factor), sign-up, forgot password, refresh, the package list (D2)
// and a notice's "This wasn't me" link (D15).
const publicOperationIds = [
  'login',
  'signup',
  'verifySignupOtp',
  'resendSignupOtp',
  'requestForgotPassword',
  'verifyForgotPasswordOtp',
  'resendForgotPasswordOtp',
  'resetPassword',
  'refreshToken',
  'listPackages',
  'loginSecondFactor',
  'followDisownLink',
  'passkeyLoginOptions',
  'loginWithPasskey',
];
// Operations that check a verification code answer 410 when it has expired (D1).
const codeCheckingOperationIds = [
  'verifySignupOtp',
  'verifyForgotPasswordOtp',
  'resetPassword',
  'verifyProfileChange',
  'verifyPasswordChange',
  'verifyWithdrawal',
  'verifyWithdrawalDestination',
];
const idempotentCreateOperationIds = ['createDeposit', 'createWithdrawal', 'subscribePackage'];

describe('generated API files', () => {
  const loadGenerator = async () => {
    const scriptUrl = pathToFileURL(path.join(repoRoot, 'scripts/generate-api.mjs')).href;
    return (await import(/* @vite-ignore */ scriptUrl)) as ApiFileGenerator;
  };

  it('match a fresh generation from the YAML', async () => {
    const generator = await loadGenerator();
    const generated = await generator.generateApiFiles();
    expect(generated.map(({ output }) => output)).toEqual([
      'packages/api/src/schema.gen.ts',
      'packages/api/src/market.gen.ts',
      'mocks/src/handlers/operations.gen.ts',
      'mocks/src/handlers/requestValidators.gen.ts',
      'packages/api/src/stream.gen.ts',
      'packages/api/src/stream/streamContract.gen.ts',
      'packages/api/src/stream/validateServerMessage.gen.ts',
      'mocks/src/stream/validateClientMessage.gen.ts',
    ]);
    for (const { source, output, contents } of generated) {
      const onDisk = readFileSync(path.join(repoRoot, output), 'utf8');
      expect(
        onDisk === contents,
        `${output} is out of date with ${source}: run \`pnpm api:generate\``,
      ).toBe(true);
    }
  });

  it('refuse an operation without a scenario prefix, or two operations with the same one', async () => {
    const { operationTable } = await loadGenerator();
    const document = (prefixes: unknown[]) => ({
      paths: Object.fromEntries(
        prefixes.map((prefix, index) => [
          `/things/${index}/`,
          { get: { operationId: `getThing${index}`, 'x-scenario-prefix': prefix, responses: {} } },
        ]),
      ),
    });
    const table = (prefixes: unknown[]) =>
      operationTable([{ api: 'trading', source: 'test.yaml', document: document(prefixes) }]);
    expect(table(['things.first', 'things.second'])).toHaveLength(2);
    expect(() => table([undefined])).toThrow(/GET \/things\/0\/: x-scenario-prefix/);
    expect(() => table(['Things first'])).toThrow(/x-scenario-prefix/);
    expect(() => table(['things.same', 'things.same'])).toThrow(/things\.same is used by two/);
  });
});

describe('openapi.yaml', () => {
  const document = readApi('openapi.yaml');
  const operations = operationsOf(document);

  it('has exactly the operations of the contract', () => {
    expect([...operations.keys()].sort()).toEqual(
      [...authOperationIds, ...accountOperationIds].sort(),
    );
  });

  it('defines JWTAuth as the Authorization header', () => {
    expect(document.components?.securitySchemes?.JWTAuth).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });

  it('secures every operation except the public ones', () => {
    const unsecured = [...operations.values()]
      .filter(({ operation }) => !isSecured(document, operation))
      .map(({ operation }) => operation.operationId);
    expect(unsecured.sort()).toEqual([...publicOperationIds].sort());
  });

  it.each([...operations.values()].filter(({ operation }) => isSecured(document, operation)))(
    'secured $method $path declares JWTAuth and 401',
    ({ operation }) => {
      const requirements = operation.security ?? document.security ?? [];
      expect(requirements).toContainEqual({ JWTAuth: [] });
      expect(Object.keys(operation.responses)).toContain('401');
    },
  );

  it.each([...operations.values()])(
    '$method $path lists the error answers of the contract',
    ({ operation, parameters }) => {
      const statuses = Object.keys(operation.responses);
      expect(statuses).toEqual(expect.arrayContaining(['403', '429', '5XX']));
      // The mock refuses a request that does not match the contract with 400 (mocks/src/handlers/requestValidation.ts).
      if (operation.requestBody || parameters.length > 0) expect(statuses).toContain('400');
      if (parameters.some((parameter) => parameter.in === 'path'))
        expect(statuses).toContain('404');
      if (codeCheckingOperationIds.includes(operation.operationId))
        expect(statuses).toContain('410');
    },
  );

  it.each(idempotentCreateOperationIds)(
    '%s requires an Idempotency-Key header and documents 400 and 422 (issue 11 §5)',
    (id) => {
      const entry = operations.get(id);
      expect(entry?.parameters).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
      );
      expect(Object.keys(entry?.operation.responses ?? {})).toEqual(
        expect.arrayContaining(['400', '422']),
      );
    },
  );
});

describe('market.yaml', () => {
  const operations = operationsOf(readApi('market.yaml'));

  it('has the three CoinGecko operations, each with 400, 429 and 5XX', () => {
    expect([...operations.keys()].sort()).toEqual([...marketOperationIds].sort());
    for (const { operation } of operations.values()) {
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '400', '429', '5XX']),
      );
    }
  });
});

describe.each(['openapi.yaml', 'market.yaml', 'market-stream.yaml'])('%s strings', (file) => {
  it('are all bounded: every string schema has a maxLength', () => {
    expect(unboundedStrings(readApi(file))).toEqual([]);
  });

  it('are found by the check when a maxLength is missing', () => {
    const document = {
      paths: {},
      components: {
        schemas: {
          Named: { type: 'string', maxLength: 10 },
          Open: { type: ['string', 'null'] },
          Choice: { type: 'string', enum: ['a', 'b'] },
          Fixed: { type: 'string', const: 'USD' },
          Upload: { type: 'string', format: 'binary' },
          Nested: { type: 'object', properties: { note: { type: 'string' } } },
        },
      },
    };
    expect(unboundedStrings(document)).toEqual([
      '/components/schemas/Open',
      '/components/schemas/Nested/properties/note',
    ]);
  });
});

describe('redocly lint', () => {
  it('reports no errors or warnings for any API', async () => {
    const configPath = path.join(openapiDir, 'redocly.yaml');
    const config = await loadConfig({ configPath });
    const apis = Object.entries(config.resolvedConfig.apis ?? {});
    expect(apis.map(([alias]) => alias).sort()).toEqual(['market', 'market-stream', 'trading']);
    const problems: string[] = [];
    for (const [alias, api] of apis) {
      const ref = path.resolve(openapiDir, api.root);
      for (const problem of await lint({ ref, config: config.forAlias(alias) })) {
        const where = problem.location[0]?.pointer ?? '';
        problems.push(
          `${alias}: ${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
