/**
 * A call is one table entry (schemas/api/calls.json): the console sends only what the table
 * describes and reads only what it describes. Two checks, each proved on a snippet that breaks it:
 * - the source: no module of src/ writes a request by hand (an `exchange` or `request` of its own
 *   object, not its generated `<id>Request(…)`) or chooses a decoder (`decode…Reply(`): the generated
 *   builders and readers of src/generated/calls/ do both;
 * - the types: a snippet that sends a field the table does not list, or reads a reply field its
 *   schema does not have, does not compile (the builders' field types and the readers' result types
 *   come from the table and its schemas).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The problems of one module's source: each a hand-written request or a decoder chosen by hand. */
function handWrittenCalls(source: string): string[] {
  const problems: string[] = [];
  for (const match of source.matchAll(/\bdecode(?:Xml|Json|Code|ErrorCode)Reply\(/g)) problems.push(`chooses a decoder: ${match[0]}`);
  // A request object of its own: `exchange({ method…` or `.request({ url…`, not `({ ...xRequest, …`.
  for (const match of source.matchAll(/\b(?:exchange|request)\(\s*\{(?!\s*\.\.\.\w+Request\b)/g)) {
    problems.push(`writes a request by hand: ${match[0].replace(/\s+/g, ' ')}`);
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return file === 'src/generated' || file === 'src/testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// The modules that are the machinery itself: the decoders, and the client that sends a refused or
// stepped-up call again with its own request as it was.
const MACHINERY = new Set(['src/engine/api/envelope.ts', 'src/engine/api/http.ts']);

describe('no module writes a call by hand', () => {
  it('refuses a decoder chosen by hand and a request written by hand, and lets a built one pass', () => {
    expect(handWrittenCalls("const r = decodeXmlReply(reply, 'login', loginXml);")).toEqual(['chooses a decoder: decodeXmlReply(']);
    expect(handWrittenCalls("await exchange({ method: 'post', url: 'login', data: body }, client);")).toHaveLength(1);
    expect(handWrittenCalls("await api.request({\n  method: 'get', url: 'account/sites' });")).toHaveLength(1);
    expect(handWrittenCalls('await exchange(loginRequest(fields), client);')).toEqual([]);
    expect(handWrittenCalls('await api.request({ ...versionInfoRequest, timeout: 10 });')).toEqual([]);
  });

  it.each(sourceFiles('src').filter((file) => !MACHINERY.has(file)))('%s', (file) => {
    expect(handWrittenCalls(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});

/** The type errors of a snippet that sits in src/engine/api/ and imports what it likes. */
function typeErrors(snippet: string): string[] {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const file = path.join(root, 'src/engine/api/calls-use-snippet.ts');
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === file ? ts.createSourceFile(name, snippet, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram([file], { ...options, types: [] }, host);
  const source = program.getSourceFile(file);
  return ts
    .getPreEmitDiagnostics(program, source)
    .filter((diagnostic) => diagnostic.file?.fileName !== undefined && path.resolve(diagnostic.file.fileName) === file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the builders and readers hold a module to the table', () => {
  const head = [
    "import { loginRequest, readLogin } from '../../generated/calls/send/login';",
    "import { readSites, sitesRequest } from '../../generated/calls/send/sites';",
    "import { exchange, type ApiClient } from './http';",
    'declare const client: ApiClient;',
  ].join('\n');

  it('compiles a module that sends the fields the table lists and reads what the schema has', () => {
    const snippet = `${head}
export async function ok() {
  readLogin(await exchange(loginRequest({ accountname: 'a', password: 'p', login_type: '0' }), client));
  const sites = readSites(await exchange(sitesRequest, client));
  return sites.ok ? sites.data.map((site) => site.site) : [];
}`;
    expect(typeErrors(snippet)).toEqual([]);
  }, 60_000);

  it('refuses a field the table does not list, a value outside its enum, and a required field left out', () => {
    const snippet = `${head}
export function sent() {
  loginRequest({ accountname: 'a', password: 'p', login_type: '0', otp: '123456' });
  loginRequest({ accountname: 'a', password: 'p', login_type: '2' });
  loginRequest({ accountname: 'a', password: 'p' });
}`;
    const errors = typeErrors(snippet);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/'otp' does not exist in type 'LoginFields'/);
    expect(errors[1]).toMatch(/'"2"' is not assignable/);
    expect(errors[2]).toMatch(/login_type/);
  }, 60_000);

  it('refuses reading a reply field its schema does not have', () => {
    const snippet = `${head}
export async function read() {
  const sites = readSites(await exchange(sitesRequest, client));
  return sites.ok ? sites.data.map((site) => site.region) : [];
}`;
    expect(typeErrors(snippet)).toEqual([expect.stringMatching(/Property 'region' does not exist/)]);
  }, 60_000);
});
