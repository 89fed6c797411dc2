/**
 * The engine's calls, from the table of the contract's calls (schemas/api/calls.json): one module per
 * call in src/generated/calls/<id>.ts, so that an engine module keeps only its mapping to the
 * console's own types. Each holds
 * - its constants: method, path under the prefix, XML shape, the type of a success reply's result;
 * - its request builder `<id>Request(…)`: the fields, query and path parameters the table lists, typed
 *   from their schemas (a value the table fixes, an enum of one, is written in and not asked for),
 *   the body encoded as the table says (form, JSON, XML), `changesState` (the XSRF double submit,
 *   http.ts) and `probe` (a call without a session: its 401 is an answer, not an expired session);
 * - its reply reader `read<Id>(reply)`: the decoder its envelope needs and the validator of its
 *   success schema; a reply checked late (`checkLate`) loads its validator beside the request, so its
 *   reader takes the pending reply.
 * Small functions rather than a descriptor object: each is bundled only where its call is made, with
 * its constants written in place, so a call costs its page what the hand-written code did.
 */
import type { Call, ContractCalls, Param, PathParams, StaticFile } from '../../src/generated/types/contract-calls';

export type SchemaTitles = ReadonlyMap<string, { title: string; module: string }>;

const BANNER = '/* Generated from schemas/api/calls.json by scripts/build/generate.ts. Do not edit. */';
// The builders and readers sit in src/generated/calls/send/, apart from the constants: a module that
// needs only a path (its constants written in place) then never pulls a builder into its chunk.
const ENGINE = '../../../engine/api';

export const kebab = (id: string): string => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (id: string): string => `${id[0]?.toUpperCase() ?? ''}${id.slice(1)}`;
const json = (value: unknown): string => JSON.stringify(value);
const comment = (text: string): string => text.replaceAll('*/', '*\\/');

interface FieldSchema {
  type?: string;
  enum?: unknown[];
  description?: string;
}

/** The TypeScript type of a field's schema: its enum's values, a number, a flag, or text. */
function fieldType(schema: FieldSchema | undefined): string {
  if (schema?.enum) return schema.enum.map(json).join(' | ');
  if (schema?.type === 'boolean') return 'boolean';
  return schema?.type === 'integer' || schema?.type === 'number' ? 'number' : 'string';
}

/** An enum of one value: the table fixes it (`bannertype` 1, `account_type` 1), so the builder writes it. */
function fixedValue(schema: FieldSchema | undefined): unknown {
  return schema?.enum?.length === 1 ? schema.enum[0] : undefined;
}

interface Input {
  readonly name: string;
  readonly required: boolean;
  readonly schema: FieldSchema | undefined;
  readonly description?: string;
}

function inputsOfFields(call: Call): Input[] {
  const required = new Set(call.request?.required ?? []);
  return Object.entries(call.request?.fields ?? {}).map(([name, schema]) => ({
    name,
    required: required.has(name),
    schema: schema as FieldSchema,
    ...((schema as FieldSchema).description === undefined ? {} : { description: (schema as FieldSchema).description }),
  }));
}

function inputsOfQuery(query: readonly Param[] | undefined): Input[] {
  return (query ?? []).map((param) => ({
    name: param.name,
    required: param.required,
    schema: param.schema as FieldSchema | undefined,
    description: param.description,
  }));
}

function inputsOfParams(params: PathParams | undefined): Input[] {
  return Object.entries(params ?? {}).map(([name, param]) => ({
    name,
    required: true,
    schema: param.schema as FieldSchema | undefined,
    ...(param.description === undefined ? {} : { description: param.description }),
  }));
}

/** The interface of what the caller gives: every input but those the table fixes. */
function inputInterface(name: string, what: string, inputs: readonly Input[]): string[] {
  const asked = inputs.filter((input) => fixedValue(input.schema) === undefined);
  return [
    `/** ${what}, as the table lists ${inputs.length === 1 ? 'it' : 'them'}. */`,
    `export interface ${name} {`,
    ...asked.flatMap((input) => [
      ...(input.description ? [`  /** ${comment(input.description)} */`] : []),
      `  readonly ${input.name}${input.required ? '' : '?'}: ${fieldType(input.schema)};`,
    ]),
    '}',
  ];
}

const access = (from: string, name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? `${from}.${name}` : `${from}[${json(name)}]`);

/** An input's value in the generated code: the fixed value, or the caller's. */
function valueOf(input: Input, from: string): string {
  const fixed = fixedValue(input.schema);
  return fixed === undefined ? access(from, input.name) : json(String(fixed));
}

/** The url expression: the path with each {param} filled in as one encoded segment. */
function urlExpression(callPath: string, params: readonly Input[]): string {
  if (params.length === 0) return json(callPath);
  const parts = callPath.split(/\{([A-Za-z]+)\}/);
  // A value of an enum whose values are plain segments (`en`, `ja`) needs no encoding.
  const plain = (name: string): boolean =>
    params.find((param) => param.name === name)?.schema?.enum?.every((value) => /^[\w-]+$/.test(String(value))) === true;
  const pieces = parts.map((part, index) =>
    index % 2 === 0 ? json(part) : plain(part) ? `params.${part}` : `encodeURIComponent(params.${part})`,
  );
  return pieces.filter((piece) => piece !== '""').join(' + ');
}

/** Form fields: the required ones always, the optional ones when given and not empty. */
function formLines(inputs: readonly Input[]): string[] {
  return [
    '  const body = new URLSearchParams();',
    ...inputs.map((input) => {
      const value = valueOf(input, 'fields');
      const set = `body.set(${json(input.name)}, ${fieldType(input.schema) === 'number' ? `String(${value})` : value});`;
      return input.required || fixedValue(input.schema) !== undefined ? `  ${set}` : `  if (${value}) ${set}`;
    }),
  ];
}

/** The one level an XML body's example shows: a root holding text, or a root of child elements. */
function xmlShape(example: string): { root: string; children: string[] } {
  const root = /^<([A-Za-z_][\w-]*)>/.exec(example)?.[1];
  if (root === undefined) throw new Error(`an XML example without a root element: ${example}`);
  const children = [...example.slice(root.length + 2).matchAll(/<([A-Za-z_][\w-]*)>/g)].map((match) => match[1] as string);
  return { root, children };
}

/** Where a failure names its call: the path without its trailing parameters (`supporter/license`). */
export function callLabel(callPath: string): string {
  return callPath.replace(/(\/\{[A-Za-z]+\})+$/, '');
}

interface Builder {
  readonly imports: string[];
  readonly lines: string[];
}

function requestBuilder(call: Call): Builder {
  const request = call.request ?? {};
  const body = request.body ?? 'none';
  const Id = pascal(call.id);
  const params = inputsOfParams(request.params);
  const query = inputsOfQuery(request.query);
  const fields = inputsOfFields(call);
  const lines: string[] = [];
  const args: string[] = [];
  const imports = [`import type { CallRequest } from '${ENGINE}/http';`];
  if (params.length > 0) {
    lines.push(...inputInterface(`${Id}Params`, 'Its path parameters', params), '');
    args.push(`params: ${Id}Params`);
  }
  if (query.length > 0) {
    lines.push(...inputInterface(`${Id}Query`, 'Its query', query), '');
    args.push(`query: ${Id}Query`);
  }
  const config = [
    `method: ${json(call.method)}`,
    `url: ${urlExpression(call.path, params)}`,
    ...(call.changesState ? ['changesState: true'] : []),
    ...(call.session ? [] : ['probe: true']),
  ];
  if (query.length > 0) {
    const entries = query.map((input) => `${json(input.name)}: ${valueOf(input, 'query')}`);
    config.push(`params: { ${entries.join(', ')} }`);
  }
  const before: string[] = [];
  if (body === 'form' || body === 'json') {
    lines.push(...inputInterface(`${Id}Fields`, `The fields of its ${body} body`, fields), '');
    args.push(`fields: ${Id}Fields`);
    if (body === 'form') {
      before.push(...formLines(fields));
      // axios sends URLSearchParams as a form, with its content type (application/x-www-form-urlencoded).
      config.push('data: body');
    } else {
      const entries = fields.map((input) => `${json(input.name)}: ${valueOf(input, 'fields')}`);
      // axios sends a plain object as JSON, with its content type.
      config.push(`data: { ${entries.join(', ')} }`);
    }
  }
  if (body === 'xml') {
    const shape = xmlShape(request.example ?? '');
    const inputs: Input[] = (shape.children.length > 0 ? shape.children : [shape.root]).map((name) => ({
      name,
      required: true,
      schema: undefined,
    }));
    lines.push(...inputInterface(`${Id}Fields`, `The elements of its XML body (${comment(request.example ?? '')})`, inputs), '');
    args.push(`fields: ${Id}Fields`);
    imports.push(`import { XML_HEADERS, xmlElement } from '${ENGINE}/xml-body';`);
    const value =
      shape.children.length > 0
        ? `xmlElement(${json(shape.root)}, [${shape.children.map((child) => `[${json(child)}, ${access('fields', child)}]`).join(', ')}])`
        : `xmlElement(${json(shape.root)}, ${access('fields', shape.root)})`;
    config.push(`data: ${value}`, 'headers: XML_HEADERS');
  }
  if (args.length === 0) {
    // Nothing to fill in: the request itself (axios copies a config before it adds to it).
    lines.push(
      `/** The request of ${call.method.toUpperCase()} ${call.path}, for exchange (http.ts). */`,
      `export const ${call.id}Request: CallRequest = { ${config.join(', ')} };`,
    );
    return { imports, lines };
  }
  lines.push(
    `/** The request of ${call.method.toUpperCase()} ${call.path}, for exchange (http.ts). */`,
    `export function ${call.id}Request(${args.join(', ')}): CallRequest {`,
    ...before,
    `  return { ${config.join(', ')} };`,
    '}',
  );
  return { imports, lines };
}

type Envelope = Call['reply']['envelope'];

const DECODERS: Readonly<Record<Exclude<Envelope, 'image'>, string>> = {
  xml: 'decodeXmlReply',
  code: 'decodeCodeReply',
  errorCode: 'decodeErrorCodeReply',
  json: 'decodeJsonReply',
};

/** The reader of a reply: its envelope's decoder, given its success schema's validator (now, or loaded beside the request). */
function replyReader(
  id: string,
  label: string,
  envelope: Exclude<Envelope, 'image'>,
  validator: string | undefined,
  late: boolean,
  xml: boolean,
): Builder {
  const Id = pascal(id);
  const decoder = DECODERS[envelope];
  const check = validator === undefined ? [] : [late ? 'await check' : 'validate'];
  const hints = xml ? [`${id}Xml`] : envelope === 'xml' && check.length > 0 ? ['undefined'] : [];
  const decode = (reply: string): string => `${decoder}(${[reply, json(label), ...hints, ...check].join(', ')}) as ApiResult<${Id}Data>`;
  const imports = [`import type { Reply } from '${ENGINE}/http';`, `import { ${decoder}, type ApiResult } from '${ENGINE}/envelope';`];
  if (validator === undefined) {
    return {
      imports,
      lines: [
        `/** Reads its reply: the ${envelope} envelope (no schema: the result is not looked into). */`,
        `export function read${Id}(reply: Reply): ApiResult<${Id}Data> {`,
        `  return ${decode('reply')};`,
        '}',
      ],
    };
  }
  if (late) {
    return {
      imports: [...imports, `import { validator } from '../late/${validator}';`],
      lines: [
        `/** Reads its reply: the ${envelope} envelope, checked by its schema, whose validator loads beside the request. */`,
        `export async function read${Id}(reply: Promise<Reply>): Promise<ApiResult<${Id}Data>> {`,
        '  const check = validator();',
        `  return ${decode('await reply')};`,
        '}',
      ],
    };
  }
  return {
    imports: [...imports, `import validate from '../../validators/${validator}.js';`],
    lines: [
      `/** Reads its reply: the ${envelope} envelope, checked by its schema. */`,
      `export function read${Id}(reply: Reply): ApiResult<${Id}Data> {`,
      `  return ${decode('reply')};`,
      '}',
    ],
  };
}

/** An image's address, for an <img>: the prefix, the path and its query. */
function hrefBuilder(call: Call): Builder {
  const Id = pascal(call.id);
  const query = inputsOfQuery(call.request?.query);
  const lines = [...inputInterface(`${Id}Query`, 'Its query', query), ''];
  const sets = query.map((input) => {
    const value = valueOf(input, 'query');
    const set = `search.set(${json(input.name)}, ${value});`;
    return input.required || fixedValue(input.schema) !== undefined ? `  ${set}` : `  if (${value} !== undefined) ${set}`;
  });
  lines.push(
    `/** The address of ${call.path} with its query, for the browser to load. */`,
    `export function ${call.id}Href(query: ${Id}Query): string {`,
    '  const search = new URLSearchParams();',
    ...sets,
    `  return \`\${API_PREFIX}${call.path}?\${search.toString()}\`;`,
    '}',
  );
  return { imports: ["import { API_PREFIX } from '../prefix';"], lines };
}

function validatorOf(
  file: string | undefined,
  titles: SchemaTitles,
  id: string,
): { type: string; module: string; validator: string } | undefined {
  if (file === undefined) return undefined;
  const schema = titles.get(file);
  if (schema === undefined) throw new Error(`${id}: no schema ${file}`);
  return {
    type: `import type { ${schema.title} as Result } from '.${schema.module}';`,
    module: schema.module,
    validator: schema.module.replace('./types/', ''),
  };
}

function moduleText(imports: readonly string[], body: readonly string[]): string {
  return [BANNER, ...[...new Set(imports)].sort(), '', ...body, ''].join('\n');
}

/** The constants of a call (src/generated/calls/<id>.ts), and its builder and reader (calls/send/<id>.ts). */
function callModule(call: Call, titles: SchemaTitles): [constants: string, send: string] {
  const success = Object.entries(call.reply.statuses).find(([status]) => status.startsWith('2'))?.[1];
  const schema = validatorOf(success?.schema, titles, call.id);
  const Id = pascal(call.id);
  const constants = moduleText(schema ? [schema.type] : [], [
    `/** ${call.method.toUpperCase()} ${call.path}: ${comment(call.summary)} */`,
    `export const ${call.id}Method = ${json(call.method)};`,
    `export const ${call.id}Path = ${json(call.path)};`,
    '/** What a success reply carries (resultinfo, data, or the whole body). */',
    `export type ${Id}Data = ${schema ? 'Result' : 'unknown'};`,
    ...(call.reply.xml
      ? [
          '/** How its XML reply is decoded: the lists, and the containers that stay objects when empty. */',
          `export const ${call.id}Xml = ${json(call.reply.xml)};`,
        ]
      : []),
  ]);
  const parts: Builder[] = [];
  if (call.reply.envelope === 'image') parts.push(hrefBuilder(call));
  else {
    parts.push(requestBuilder(call));
    const late = call.reply.checkLate === true;
    parts.push(replyReader(call.id, callLabel(call.path), call.reply.envelope, schema?.validator, late, call.reply.xml !== undefined));
  }
  const own = [...(call.reply.envelope === 'image' ? [] : [`type ${Id}Data`]), ...(call.reply.xml ? [`${call.id}Xml`] : [])];
  const imports = own.length > 0 ? [`import { ${own.join(', ')} } from '../${kebab(call.id)}';`] : [];
  const body: string[] = [`// ${call.method.toUpperCase()} ${call.path}: its request and the reading of its reply.`, ''];
  for (const part of parts) {
    imports.push(...part.imports);
    body.push(...part.lines, '');
  }
  return [constants, moduleText(imports, body.slice(0, -1))];
}

/** A static file of the console's origin: its request (a GET, its {params} filled in) and its reader, checked late. */
function fileModule(file: StaticFile, titles: SchemaTitles): [constants: string, send: string] {
  const schema = validatorOf(file.schema, titles, file.id);
  const Id = pascal(file.id);
  const params = inputsOfParams(file.params);
  const constants = moduleText(schema ? [schema.type] : [], [
    `/** ${comment(file.summary)} */`,
    `export const ${file.id}Path = ${json(file.path)};`,
    `export type ${Id}Data = ${schema ? 'Result' : 'unknown'};`,
  ]);
  const imports = [`import type { CallRequest } from '${ENGINE}/http';`, `import type { ${Id}Data } from '../${kebab(file.id)}';`];
  const body = [
    ...inputInterface(`${Id}Params`, 'Its path parameters', params),
    '',
    `/** The request of ${file.path}, for exchange (http.ts). */`,
    `export function ${file.id}Request(params: ${Id}Params): CallRequest {`,
    `  return { method: "get", url: ${urlExpression(file.path, params)} };`,
    '}',
    '',
  ];
  const reader = replyReader(file.id, file.path, 'json', schema?.validator, true, false);
  imports.push(...reader.imports);
  body.push(...reader.lines);
  return [constants, moduleText(imports, body)];
}

/** `/uiserver/api/v1/` → `/uiserver/api`. */
export function apiRoot(prefix: string): string {
  return prefix.replace(/\/v[0-9]+\/$/, '/').replace(/\/$/, '');
}

/** The loader of a validator checked late, one module per validator: calls that share a schema share its loader. */
function lateModule(validator: string): string {
  return moduleText(
    [`import { lazyValidator } from '${ENGINE}/lazy-validator';`],
    [`export const validator = lazyValidator(() => import('../../validators/${validator}.js'));`],
  );
}

/** Every module of src/generated/calls/, by file name (the builders and readers under send/, the late checks' loaders under late/). */
export function callModules(table: ContractCalls, titles: SchemaTitles): Map<string, string> {
  const modules = new Map<string, string>();
  const late = (file: string | undefined, id: string): void => {
    const schema = validatorOf(file, titles, id);
    if (schema) modules.set(`late/${schema.validator}.ts`, lateModule(schema.validator));
  };
  for (const call of table.calls) {
    if (call.reply.checkLate) late(Object.entries(call.reply.statuses).find(([status]) => status.startsWith('2'))?.[1].schema, call.id);
  }
  for (const file of table.files) late(file.schema, file.id);
  modules.set(
    'prefix.ts',
    moduleText(
      [],
      [
        '/** The API prefix: a call path without a leading slash is relative to it. */',
        `export const API_PREFIX = ${json(table.prefix)};`,
        '/** The API whatever its version (the prefix without it): nothing under it is a page. */',
        `export const API_ROOT = ${json(apiRoot(table.prefix))};`,
      ],
    ),
  );
  const both = (id: string, [constants, send]: [string, string]): void => {
    modules.set(`${kebab(id)}.ts`, constants);
    modules.set(`send/${kebab(id)}.ts`, send);
  };
  for (const call of table.calls) both(call.id, callModule(call, titles));
  for (const navigation of table.navigations) {
    modules.set(
      `${kebab(navigation.id)}.ts`,
      moduleText([], [`/** ${comment(navigation.summary)} */`, `export const ${navigation.id}Path = ${json(navigation.path)};`]),
    );
  }
  for (const file of table.files) both(file.id, fileModule(file, titles));
  return modules;
}
