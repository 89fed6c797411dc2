/**
 * The table of the contract's calls, schemas/api/calls.json: read, held to its schema
 * (schemas/contract-calls.schema.json) and to what a schema cannot say. Everything that speaks the
 * contract derives from it: the engine's call descriptors (generate.ts), docs/openapi.json
 * (scripts/cli/openapi.ts), the reference server's route test and the conformance kit.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import type { Call, ContractCalls } from '../../src/generated/types/contract-calls';

export type { Call, ContractCalls };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CALLS_FILE = 'schemas/api/calls.json';
const SCHEMA_FILE = 'schemas/contract-calls.schema.json';

/** Where a call's path leads on the origin: under the prefix, or whole when it starts with a slash. */
export function fullPath(table: Pick<ContractCalls, 'prefix'>, call: Pick<Call, 'path'>): string {
  return call.path.startsWith('/') ? call.path : `${table.prefix}${call.path}`;
}

/** `supporter/license/{companyId}` as a router writes it: `supporter/license/:companyId`. */
export function routerPath(fullCallPath: string): string {
  return fullCallPath.replace(/\{([A-Za-z]+)\}/g, ':$1');
}

function pathParams(callPath: string): string[] {
  return [...callPath.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] as string);
}

/** What the schema cannot say; each problem a sentence naming the call. */
export function tableProblems(table: ContractCalls, schemaExists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const routes = new Set<string>();
  const ownId = (id: string): void => {
    if (ids.has(id)) problems.push(`${id}: the id is used twice`);
    ids.add(id);
  };
  const ownSchema = (id: string, file: string | undefined): void => {
    if (file !== undefined && !schemaExists(file)) problems.push(`${id}: schemas/api/${file} does not exist`);
  };
  const ownParams = (id: string, callPath: string, params: Record<string, unknown> | undefined): void => {
    const inPath = pathParams(callPath).sort();
    const given = Object.keys(params ?? {}).sort();
    if (inPath.join() !== given.join()) problems.push(`${id}: path parameters {${inPath.join(', ')}} but params for {${given.join(', ')}}`);
  };

  for (const call of table.calls) {
    ownId(call.id);
    const route = `${call.method.toUpperCase()} ${fullPath(table, call)}`;
    if (routes.has(route)) problems.push(`${call.id}: ${route} is in the table twice`);
    routes.add(route);
    ownParams(call.id, call.path, call.request?.params);
    if (call.path.startsWith(table.prefix)) problems.push(`${call.id}: its path ${call.path} is under the prefix: write it relative to it`);

    const request = call.request ?? {};
    const body = request.body ?? 'none';
    if ((body === 'form' || body === 'json') !== (request.fields !== undefined)) {
      problems.push(`${call.id}: a ${body} body ${request.fields ? 'has no fields' : 'needs its fields'}`);
    }
    for (const name of request.required ?? []) {
      if (!(name in (request.fields ?? {}))) problems.push(`${call.id}: required field ${name} is not among its fields`);
    }
    if ((body === 'xml') !== (request.example !== undefined)) problems.push(`${call.id}: an XML body, and only one, has an example`);
    if (body !== 'none' && call.method === 'get') problems.push(`${call.id}: a GET has no body`);
    // The console sends the XSRF double submit by this column; the contract's server guards every POST, PUT and DELETE.
    if (call.method !== 'get' && !call.changesState)
      problems.push(`${call.id}: a ${call.method.toUpperCase()} changes state (the XSRF guard goes by method)`);

    const { envelope, statuses, xml, checkLate } = call.reply;
    const successSchema = Object.entries(statuses).find(([status]) => status.startsWith('2'))?.[1].schema;
    if (checkLate && successSchema === undefined) problems.push(`${call.id}: a reply checked late needs its schema`);
    if (xml !== undefined && envelope !== 'xml') problems.push(`${call.id}: XML shapes on a ${envelope} reply`);
    if (!Object.keys(statuses).some((status) => status.startsWith('2'))) problems.push(`${call.id}: no success status`);
    if (call.session && statuses['401'] !== undefined) problems.push(`${call.id}: a session call's 401 is added, not written`);
    for (const [status, answer] of Object.entries(statuses)) {
      ownSchema(call.id, answer.schema);
      if (answer.empty && answer.schema !== undefined) problems.push(`${call.id} ${status}: an empty reply has no schema`);
      if (envelope === 'image' && answer.schema !== undefined) problems.push(`${call.id} ${status}: an image has no schema`);
      if ((envelope === 'json' || envelope === 'errorCode') && !answer.empty && answer.schema === undefined && status.startsWith('2')) {
        problems.push(`${call.id} ${status}: a ${envelope} reply needs its schema (it is the whole body)`);
      }
    }
  }
  for (const navigation of table.navigations) ownId(navigation.id);
  for (const file of table.files) {
    ownId(file.id);
    ownSchema(file.id, file.schema);
    ownParams(file.id, file.path, file.params);
  }
  return problems;
}

/** The table after its schema and its further rules; throws with every problem found. */
export function checkTable(value: unknown, schema: object, schemaExists: (file: string) => boolean): ContractCalls {
  const validate = new Ajv({ allErrors: true, strict: true }).compile<ContractCalls>(schema);
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    throw new Error(`${CALLS_FILE}:\n  ${problems.join('\n  ')}`);
  }
  const problems = tableProblems(value, schemaExists);
  if (problems.length > 0) throw new Error(`${CALLS_FILE}:\n  ${problems.join('\n  ')}`);
  return value;
}

export function loadCalls(base: string = root): ContractCalls {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(base, file), 'utf8'));
  return checkTable(read(CALLS_FILE), read(SCHEMA_FILE) as object, (file) => existsSync(path.join(base, 'schemas/api', file)));
}
