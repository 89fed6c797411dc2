/**
 * The UI-server contract as an OpenAPI 3.1 document, docs/openapi.json, generated from the table of
 * the contract's calls (schemas/api/calls.json) and the JSON Schemas in schemas/api/ (the same
 * schemas the console validates every reply with), so the document cannot drift from what the
 * console sends and accepts. `npm run openapi` writes the file; `--check` (CI, via `npm run check`)
 * fails when the committed file differs.
 *
 * XML calls: the schemas describe the reply as the console decodes it (src/engine/api/xml.ts: every
 * element text a string, lists and containers as the call names them), not the XML text itself.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fullPath, loadCalls, type Call, type ContractCalls } from '../build/contract-calls';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENAPI_FILE = 'docs/openapi.json';

type Json = Record<string, unknown>;

/** A component's name: the schema's title (AccountPresentResult …). */
function componentRef(name: string): Json {
  return { $ref: `#/components/schemas/${name}` };
}

/**
 * A draft-07 schema as an OpenAPI 3.1 (JSON Schema 2020-12) component: `definitions` become
 * `$defs`, and the schema keeps its `$id`, so its own `#/$defs/…` references resolve inside it.
 */
export function toComponent(schema: Json): Json {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === '$schema') continue;
      if (key === '$ref' && typeof value === 'string') out.$ref = value.replace('#/definitions/', '#/$defs/');
      else out[key === 'definitions' ? '$defs' : key] = rewrite(value);
    }
    return out;
  };
  return rewrite(schema) as Json;
}

/** A `{ code, message, data }` reply whose data is the named component. */
function codeWithData(data: string): Json {
  return { allOf: [componentRef('CodeEnvelope'), { type: 'object', required: ['data'], properties: { data: componentRef(data) } }] };
}

/** A decoded XML envelope whose resultinfo is the named component. */
function xmlWithResult(result: string): Json {
  return {
    allOf: [
      componentRef('XmlEnvelope'),
      {
        type: 'object',
        properties: { response: { type: 'object', required: ['resultinfo'], properties: { resultinfo: componentRef(result) } } },
      },
    ],
  };
}

const unauthorized: Json = {
  description:
    'Not signed in (may carry x-redirect); or, with code 1210 (StepUpRequired, JSON whatever the envelope), the action needs a fresher proof: prove the user for data.challenge and repeat the call once.',
};
const text: Json = { type: 'string' };

const MEDIA: Record<Call['reply']['envelope'], string> = {
  xml: 'application/xml',
  code: 'application/json',
  errorCode: 'application/json',
  json: 'application/json',
  image: 'image/*',
};

/** The schema of one status's body: the envelope around the result the table names. */
function replySchema(envelope: Call['reply']['envelope'], result: string | undefined): Json {
  if (envelope === 'image') return { type: 'string', contentMediaType: 'image/*' };
  if (envelope === 'xml') return result === undefined ? componentRef('XmlEnvelope') : xmlWithResult(result);
  if (envelope === 'code') return result === undefined ? componentRef('CodeEnvelope') : codeWithData(result);
  if (result === undefined) throw new Error(`a ${envelope} reply needs its schema`);
  return componentRef(result);
}

function responses(call: Call, titles: ReadonlyMap<string, string>): Record<string, Json> {
  const out: Record<string, Json> = {};
  const statuses = Object.entries(call.reply.statuses);
  if (call.session) statuses.push(['401', { description: String(unauthorized.description), empty: true }]);
  for (const [status, answer] of statuses.sort(([a], [b]) => Number(a) - Number(b))) {
    const description = answer.description ?? 'OK';
    if (answer.empty) {
      out[status] = { description };
      continue;
    }
    const result = answer.schema === undefined ? undefined : titles.get(answer.schema);
    const media = MEDIA[call.reply.envelope];
    out[status] = {
      description:
        call.reply.envelope === 'xml' ? `${description} (the schema is of the decoded XML: every element text is a string)` : description,
      content: { [media]: { schema: replySchema(call.reply.envelope, result) } },
    };
  }
  return out;
}

function requestBody(call: Call): Json | undefined {
  const request = call.request ?? {};
  const body = request.body ?? 'none';
  if (body === 'none') return undefined;
  if (body === 'xml') return { required: true, content: { 'application/xml': { schema: text, example: request.example } } };
  const media = body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    required: true,
    content: { [media]: { schema: { type: 'object', required: request.required ?? [], properties: request.fields } } },
  };
}

type Param = NonNullable<Call['request']>['query'];
type PathParams = NonNullable<Call['request']>['params'];

function parameters(query: Param = [], params: PathParams = {}): Json[] {
  return [
    ...Object.entries(params).map(([name, param]) => ({
      name,
      in: 'path',
      required: true,
      schema: param.schema ?? text,
      ...(param.description === undefined ? {} : { description: param.description }),
    })),
    ...query.map((param) => ({
      name: param.name,
      in: 'query',
      required: param.required,
      description: param.description,
      schema: param.schema ?? text,
    })),
  ];
}

interface Operation {
  readonly path: string;
  readonly method: string;
  readonly operation: Json;
  /** An XHR of the contract: it carries the contract's request headers. */
  readonly api: boolean;
}

/** Every operation of the document, from the table: its calls, then its page navigations and static files. */
export function operationsOf(table: ContractCalls, titles: ReadonlyMap<string, string>): Operation[] {
  const calls = table.calls.map((call) => {
    const body = requestBody(call);
    return {
      path: fullPath(table, call),
      method: call.method,
      api: true,
      operation: {
        operationId: call.id,
        summary: call.summary,
        ...(call.session ? {} : { security: [] }),
        parameters: parameters(call.request?.query, call.request?.params),
        ...(body ? { requestBody: body } : {}),
        responses: responses(call, titles),
      },
    };
  });
  const navigations = table.navigations.map((navigation) => ({
    path: navigation.path,
    method: 'get',
    api: false,
    operation: {
      operationId: navigation.id,
      summary: navigation.summary,
      security: [],
      parameters: parameters(navigation.query),
      responses: { 302: { description: navigation.redirect } },
    },
  }));
  const files = table.files.map((file) => ({
    path: file.path,
    method: 'get',
    api: false,
    operation: {
      operationId: file.id,
      summary: file.summary,
      security: [],
      parameters: parameters([], file.params),
      responses: { 200: { description: 'OK', content: { 'application/json': { schema: componentRef(String(titles.get(file.schema))) } } } },
    },
  }));
  return [...calls, ...navigations, ...files];
}

const COMMON_HEADERS: Json[] = [
  { name: 'terminaltype', in: 'header', required: true, schema: { type: 'string', const: 'scui' } },
  {
    name: 'x-trace-id',
    in: 'header',
    required: true,
    description: 'A random UUID per request.',
    schema: { type: 'string', format: 'uuid' },
  },
  { name: 'x-random', in: 'header', required: true, description: 'A random number.', schema: text },
  { name: 'x-timezone-offset', in: 'header', required: true, description: 'Hours from UTC, e.g. 9, -5, 5.5.', schema: text },
  { name: 'x-timezone-name', in: 'header', required: true, description: 'IANA name, e.g. Asia/Tokyo.', schema: text },
  { name: 'X-Requested-With', in: 'header', required: true, schema: { type: 'string', const: 'XMLHttpRequest' } },
];

export async function buildOpenApi(schemaDir: string, table: ContractCalls = loadCalls()): Promise<Json> {
  const names = (await readdir(schemaDir)).filter((name) => name.endsWith('.schema.json')).sort();
  const schemas: Json = {};
  const titles = new Map<string, string>();
  for (const name of names) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, name), 'utf8')) as Json;
    schemas[String(schema.title)] = toComponent(schema);
    titles.set(name, String(schema.title));
  }
  const paths: Record<string, Json> = {};
  for (const { path: pathKey, method, operation, api } of operationsOf(table, titles)) {
    // The contract's request headers are for API calls; navigations and static files are plain loads.
    const headers = api ? COMMON_HEADERS.map((header) => ({ $ref: `#/components/parameters/${String(header.name)}` })) : [];
    const all = [...headers, ...(operation.parameters as Json[])];
    const { operationId, summary, security, requestBody, responses } = operation;
    const ordered = { operationId, summary, security, parameters: all.length > 0 ? all : undefined, requestBody, responses };
    const defined = Object.fromEntries(Object.entries(ordered).filter(([, value]) => value !== undefined));
    paths[pathKey] = { ...(paths[pathKey] ?? {}), [method]: defined };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'UI-server contract',
      version: '1',
      description:
        "What the administration console expects of its backend, the UI-server, on the console's own origin. Generated by " +
        '`npm run openapi` (scripts/cli/openapi.ts) from schemas/api/; do not edit by hand. Every reply may carry `x-redirect: URL` ' +
        '(the console goes there). State-changing requests carry `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie; the server ' +
        'answers 403 when they differ. Legacy pages: any GET under /uiserver/ that is neither an API call nor a navigation below ' +
        "answers a server-rendered page for the console's frame.",
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The http-only session cookie set by a successful login.' },
      },
      parameters: Object.fromEntries(COMMON_HEADERS.map((header) => [String(header.name), header])),
      schemas,
    },
  };
}

export function renderOpenApi(document: Json): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main(): Promise<void> {
  const text = renderOpenApi(await buildOpenApi(path.join(root, 'schemas/api')));
  const file = path.join(root, OPENAPI_FILE);
  if (process.argv.includes('--check')) {
    const committed = await readFile(file, 'utf8').catch(() => null);
    if (committed !== text) {
      console.error(
        `OpenAPI: ${OPENAPI_FILE} is not what schemas/api and scripts/cli/openapi.ts produce: run \`npm run openapi\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`OpenAPI: ${OPENAPI_FILE} is up to date (${loadCalls().calls.length} calls).`);
    return;
  }
  await writeFile(file, text);
  console.log(`OpenAPI: wrote ${OPENAPI_FILE} (${loadCalls().calls.length} calls).`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
