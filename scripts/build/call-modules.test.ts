/**
 * The generated calls: per call its constants, its request builder and its reply reader, from the
 * table as it is and from small tables that show each rule.
 */
import { describe, expect, it } from 'vitest';
import type { ContractCalls } from '../../src/generated/types/contract-calls';
import { apiRoot, callLabel, callModules } from './call-modules';
import { loadCalls } from './contract-calls';

const titles = new Map([['notices.schema.json', { title: 'NoticeListReply', module: './types/api-notices' }]]);

function tableOf(calls: ContractCalls['calls']): ContractCalls {
  return { prefix: '/uiserver/api/v1/', calls, navigations: [], files: [] };
}

describe('callModules', () => {
  it('writes constants, a builder and a reader for every call of the table, and a loader per validator checked late', () => {
    const table = loadCalls();
    const all = new Map<string, { title: string; module: string }>();
    for (const call of table.calls)
      for (const answer of Object.values(call.reply.statuses))
        if (answer.schema) all.set(answer.schema, { title: 'T', module: `./types/api-${answer.schema.replace('.schema.json', '')}` });
    all.set('whats-new.schema.json', { title: 'W', module: './types/api-whats-new' });
    const modules = callModules(table, all);
    for (const call of table.calls) {
      const id = call.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(modules.has(`${id}.ts`)).toBe(true);
      expect(modules.get(`send/${id}.ts`)).toMatch(
        call.reply.envelope === 'image' ? /Href\(/ : new RegExp(`read${call.id[0]?.toUpperCase()}`),
      );
    }
    expect([...modules.keys()].filter((file) => file.startsWith('late/'))).toEqual(
      expect.arrayContaining(['late/api-notices.ts', 'late/api-promotion.ts', 'late/api-whats-new.ts']),
    );
  });

  it('sends the fields the table lists, the fixed ones written in, the optional ones only when given', () => {
    const send = callModules(
      tableOf([
        {
          id: 'signIn',
          method: 'post',
          path: 'sign/in',
          summary: 's',
          session: false,
          changesState: true,
          request: {
            body: 'form',
            fields: { name: { type: 'string' }, kind: { type: 'string', enum: ['1'] }, code: { type: 'string' } },
            required: ['name', 'kind'],
          },
          reply: { envelope: 'xml', statuses: { '200': {} } },
        },
      ]),
      titles,
    ).get('send/sign-in.ts');
    expect(send).toContain('export interface SignInFields {\n  readonly name: string;\n  readonly code?: string;\n}');
    expect(send).toContain('body.set("name", fields.name);');
    expect(send).toContain('body.set("kind", "1");');
    expect(send).toContain('if (fields.code) body.set("code", fields.code);');
    expect(send).toContain('changesState: true, probe: true');
  });

  it('types the flags of a json body as booleans and its integers as numbers', () => {
    const send = callModules(
      tableOf([
        {
          id: 'saveGrant',
          method: 'put',
          path: 'grant',
          summary: 's',
          session: true,
          changesState: true,
          request: { body: 'json', fields: { enabled: { type: 'boolean' }, days: { type: 'integer' } }, required: ['enabled'] },
          reply: { envelope: 'code', statuses: { '200': {} } },
        },
      ]),
      titles,
    ).get('send/save-grant.ts');
    expect(send).toContain('export interface SaveGrantFields {\n  readonly enabled: boolean;\n  readonly days?: number;\n}');
  });

  it('fills path parameters as one encoded segment, and checks a late reply with the validator loaded beside it', () => {
    const modules = callModules(
      tableOf([
        {
          id: 'noticeOne',
          method: 'get',
          path: 'notice/{id}',
          summary: 's',
          session: true,
          changesState: false,
          request: { params: { id: {} } },
          reply: { envelope: 'errorCode', checkLate: true, statuses: { '200': { schema: 'notices.schema.json' } } },
        },
      ]),
      titles,
    );
    const send = modules.get('send/notice-one.ts') ?? '';
    expect(send).toContain('url: "notice/" + encodeURIComponent(params.id)');
    expect(send).not.toContain('changesState');
    expect(send).toContain('decodeErrorCodeReply(await reply, "notice", await check)');
    expect(modules.get('late/api-notices.ts')).toContain("import('../../validators/api-notices.js')");
  });

  it('names a call by its path without trailing parameters, and the API by its prefix without the version', () => {
    expect(callLabel('supporter/license/{companyId}')).toBe('supporter/license');
    expect(callLabel('session/reauth')).toBe('session/reauth');
    expect(apiRoot('/uiserver/api/v1/')).toBe('/uiserver/api');
    expect(apiRoot('/api/')).toBe('/api');
  });
});
