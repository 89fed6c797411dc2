/**
 * The table of the contract's calls: the committed table passes its schema and its further rules,
 * and each rule refuses the table it is there to refuse.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTable, fullPath, loadCalls, tableProblems, type ContractCalls } from './contract-calls';

const root = path.resolve(import.meta.dirname, '../..');
const schema = JSON.parse(readFileSync(path.join(root, 'schemas/contract-calls.schema.json'), 'utf8')) as object;
const table = loadCalls();
const exists = (file: string): boolean => file !== 'missing.schema.json';

function changed(change: (copy: ContractCalls) => void): ContractCalls {
  const copy = structuredClone(table);
  change(copy);
  return copy;
}

function call(copy: ContractCalls, id: string) {
  const found = copy.calls.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

describe('schemas/api/calls.json', () => {
  it('passes its schema and its rules, with the prefix written once and every call under it or named whole', () => {
    expect(table.prefix).toBe('/uiserver/api/v1/');
    expect(table.calls.length).toBeGreaterThan(20);
    expect(fullPath(table, call(table, 'accountPresent'))).toBe('/uiserver/api/v1/account/present');
    expect(fullPath(table, call(table, 'saveSite'))).toBe('/uiserver/account/site');
  });

  it('the schema refuses an unknown method, a path with the prefix written in, a field the schema does not know', () => {
    expect(() =>
      checkTable(
        changed((copy) => Object.assign(call(copy, 'login'), { method: 'patch' })),
        schema,
        exists,
      ),
    ).toThrow(/method/);
    expect(() =>
      checkTable(
        changed((copy) => (call(copy, 'login').path = '/uiserver/api/v1/login')),
        schema,
        exists,
      ),
    ).toThrow(/path/);
    expect(() =>
      checkTable(
        changed((copy) => Object.assign(call(copy, 'login'), { auth: true })),
        schema,
        exists,
      ),
    ).toThrow(/additional properties/);
  });

  it.each<[string, (copy: ContractCalls) => void, RegExp]>([
    ['an id twice', (copy) => (call(copy, 'sites').id = 'login'), /login: the id is used twice/],
    [
      'a method and path twice',
      (copy) => (call(copy, 'sites').path = 'account/theme'),
      /GET \/uiserver\/api\/v1\/account\/theme is in the table twice/,
    ],
    [
      'a schema that does not exist',
      (copy) => (call(copy, 'sites').reply.statuses['200'] = { schema: 'missing.schema.json' }),
      /does not exist/,
    ],
    [
      'a path parameter without its description',
      (copy) => delete call(copy, 'supporterLicense').request?.params,
      /path parameters \{companyId\}/,
    ],
    ['XML shapes on a JSON reply', (copy) => (call(copy, 'sites').reply.xml = { arrays: ['x'] }), /XML shapes on a json reply/],
    ['a written 401 on a session call', (copy) => (call(copy, 'sites').reply.statuses['401'] = {}), /401 is added, not written/],
    ['no success status', (copy) => (call(copy, 'promotion').reply.statuses = { '404': {} }), /no success status/],
    ['a bare JSON reply without its schema', (copy) => (call(copy, 'sites').reply.statuses['200'] = {}), /needs its schema/],
    ['a required field that is not a field', (copy) => call(copy, 'login').request?.required?.push('otp'), /required field otp/],
    ['a JSON body without fields', (copy) => delete call(copy, 'saveTheme').request?.fields, /needs its fields/],
    [
      'a POST that says it changes nothing (the XSRF header goes by changesState)',
      (copy) => (call(copy, 'mfaStatus').changesState = false),
      /mfaStatus: a POST changes state/,
    ],
    [
      'a reply checked late without its schema',
      (copy) => (call(copy, 'promotion').reply.statuses['200'] = { empty: true }),
      /checked late needs its schema/,
    ],
  ])('refuses %s', (_name, change, problem) => {
    expect(tableProblems(changed(change), exists).join('\n')).toMatch(problem);
  });
});
