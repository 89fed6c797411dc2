/**
 * The shape checks, on replies made up here and held to the real docs/openapi.json: what the
 * console reads passes, and each way of breaking a reply is named.
 */
import { describe, expect, it } from 'vitest';
import { Contract, preview } from './contract';
import type { Received } from './http';

const contract = Contract.load();

function reply(status: number, contentType: string, body: string): Received {
  return { received: true, status, contentType, body, location: null, redirect: null, setCookies: [] };
}

const xml = (resultinfo: string, errorcode = '0') =>
  `<?xml version="1.0" encoding="UTF-8"?><response><errorinfo><errorcode>${errorcode}</errorcode><errorinfo>ok</errorinfo></errorinfo><resultinfo>${resultinfo}</resultinfo></response>`;

const ACCOUNT =
  '<account><account_id>00123</account_id><usertype>10</usertype><licensetype>10</licensetype><status>1</status>' +
  '<descendant_level>0</descendant_level><isSSO>0</isSSO><is_cobrand_enable>0</is_cobrand_enable><is_advanced_license>0</is_advanced_license>' +
  '<is_imsx_migration_enabled>0</is_imsx_migration_enabled><license_expire_action_type>0</license_expire_action_type>' +
  '<days_before_expiration>120</days_before_expiration><comp><GUID>00123</GUID><name>00123</name><is_v1eas>0</is_v1eas></comp>' +
  '<extra><provision_progress>40</provision_progress></extra></account>';
const present = (perms: string) => xml(`${ACCOUNT}<perms>${perms}</perms><features><phish-insight>1</phish-insight></features>`);

function problemOf(operationId: string, received: Received): string {
  const verdict = contract.check(operationId, received);
  return verdict.ok ? '' : verdict.problem;
}

describe('XML replies, decoded as the console decodes them', () => {
  it('account/present with one perm: the perm is a list of one, and numbers stay text', () => {
    const verdict = contract.check('accountPresent', reply(200, 'application/xml', present('<perm>ALL</perm>')));
    expect(verdict).toMatchObject({ ok: true, status: 200 });
    const value = verdict.ok ? (verdict.value as { response: { resultinfo: { perms: unknown; account: { comp: unknown } } } }) : null;
    expect(value?.response.resultinfo.perms).toEqual({ perm: ['ALL'] });
    expect(value?.response.resultinfo.account.comp).toMatchObject({ GUID: '00123', name: '00123' });
  });

  it('a list of one collapsed into its holder is named', () => {
    expect(problemOf('accountPresent', reply(200, 'application/xml', present('ALL')))).toMatch(
      /^the reply's shape: response\.resultinfo\.perms: must be object/,
    );
  });

  it('empty containers are objects: assumeas/previous with an empty resultinfo passes', () => {
    expect(problemOf('assumeAsPrevious', reply(200, 'application/xml', xml('')))).toBe('');
  });

  it('a reply with a non-zero errorcode is held to the envelope alone (it carries no result)', () => {
    expect(problemOf('mfaStatus', reply(200, 'application/xml', xml('', '701')))).toBe('');
    expect(problemOf('mfaStatus', reply(200, 'application/xml', xml('', '0')))).toMatch(/mfaSetting: missing/);
  });

  it('an XML reply without errorinfo is named', () => {
    expect(problemOf('mfaSetting', reply(200, 'application/xml', '<response><resultinfo/></response>'))).toMatch(
      /response\.errorinfo: missing/,
    );
  });

  it.each([
    ['garbage', '\u0000<<garbage', /^not an XML document \(.+\); body "/],
    ['HTML', '<!doctype html><html><body><p>Error</p></html>', /^not an XML document/],
    ['an empty body', '', /^not an XML document \(the reply has no body\); body an empty body$/],
    ['a DOCTYPE', '<!DOCTYPE r [<!ENTITY x "y">]><response/>', /^not an XML document \(a DOCTYPE is not accepted\)/],
  ])('%s where XML is due is named', (_name, body, problem) => {
    expect(problemOf('accountPresent', reply(200, 'application/xml', body))).toMatch(problem);
  });
});

describe('JSON replies', () => {
  const notice = {
    notice_id: 'n-1',
    subject: 's',
    completed: 'false',
    popup_html: '',
    popup_closeable: 'true',
    popup_close_and_complete: 'false',
  };

  it('a notice list of one passes', () => {
    expect(problemOf('noticeList', reply(200, 'application/json', JSON.stringify({ errorCode: '0', list: [notice] })))).toBe('');
  });

  it.each([
    ['the list collapsed to its item', { errorCode: '0', list: notice }, /list: must be array/],
    ['a notice id turned into a number', { errorCode: '0', list: [{ ...notice, notice_id: 1 }] }, /list\.0\.notice_id: must be string/],
    ['errorCode left out', { list: [] }, /errorCode: missing/],
  ])('%s is named', (_name, body, problem) => {
    expect(problemOf('noticeList', reply(200, 'application/json', JSON.stringify(body)))).toMatch(problem);
  });

  it('a company GUID sent as a number is named', () => {
    const body = { code: 0, data: { company: { GUID: 123 }, account: null, licenses: [] } };
    expect(problemOf('supporterLicense', reply(200, 'application/json', JSON.stringify(body)))).toMatch(
      /data\.company\.GUID: must be string/,
    );
  });

  it('a 404 with {code:404} for no such company passes; the document gives it', () => {
    expect(problemOf('supporterLicense', reply(404, 'application/json', '{"code":404,"message":"no data found"}'))).toBe('');
  });

  it('not JSON where JSON is due is named, with the start of what came', () => {
    expect(problemOf('getTheme', reply(200, 'application/json', '<html>oops</html>'))).toBe('not JSON; body "<html>oops</html>"');
  });
});

describe('status and content type', () => {
  it('a status the document does not give for the call is named, with the ones it does', () => {
    expect(problemOf('getTheme', reply(500, 'application/json', '{"code":500}'))).toBe(
      'HTTP 500, which the contract does not give for this call (200, 401); body "{\\"code\\":500}"',
    );
  });

  it('a status with no body in the document passes whatever the body', () => {
    expect(problemOf('getTheme', reply(401, 'text/plain', 'not signed in'))).toBe('');
  });

  it.each([
    [
      'text/plain for JSON',
      'getTheme',
      'text/plain',
      '{"code":0,"data":{"curTheme":"light"}}',
      /^HTTP 200 with Content-Type text\/plain where application\/json is the contract's/,
    ],
    ['no content type', 'getTheme', '', '{"code":0}', /HTTP 200 with no Content-Type where application\/json/],
    ['text/xml for XML', 'mfaSetting', 'text/xml', xml(''), /Content-Type text\/xml where application\/xml/],
    ['JSON for an image', 'cobrandBanner', 'application/json', '{}', /where image\/\* is the contract's/],
  ])('%s is named', (_name, operationId, contentType, body, problem) => {
    expect(problemOf(operationId, reply(200, contentType, body))).toMatch(problem);
  });

  it('any image type is an image, but an empty one is not', () => {
    expect(problemOf('cobrandBanner', reply(200, 'image/png', '\u0089PNG'))).toBe('');
    expect(problemOf('cobrandBanner', reply(200, 'image/svg+xml', ''))).toBe('an empty image');
  });

  it('an operation the document does not have is the kit’s own mistake, and says so', () => {
    expect(() => contract.check('noSuchCall', reply(200, 'application/json', '{}'))).toThrow(
      'docs/openapi.json has no operation noSuchCall',
    );
  });
});

describe('preview', () => {
  it.each([
    ['', 'an empty body'],
    ['  short\n body ', '"short body"'],
    ['x'.repeat(70), `"${'x'.repeat(60)}…"`],
  ])('%j', (body, shown) => {
    expect(preview(body)).toBe(shown);
  });
});

describe('the calls come from the table (schemas/api/calls.json)', () => {
  it('a call is found where the table puts it: under the prefix, its {params} filled in as one encoded segment', () => {
    expect(contract.pathOf('accountPresent')).toBe(`${contract.table.prefix}account/present`);
    expect(contract.pathOf('supporterLicense', { companyId: '00/123' })).toBe(`${contract.table.prefix}supporter/license/00%2F123`);
    expect(contract.pathOf('noticeList', {}, { locale: 'en', maxnumber: '10' })).toMatch(/notice\/list\?locale=en&maxnumber=10$/);
    expect(contract.pathOf('saveSite')).toBe('/uiserver/account/site');
    expect(() => contract.pathOf('supporterLicense')).toThrow(/no value for \{companyId\}/);
    expect(() => contract.call('noSuchCall')).toThrow(/no call noSuchCall/);
  });

  it("an XML reply is decoded with the table's lists: a table without them reads a list of one as a lone value", () => {
    const one = reply(200, 'application/xml', present('<perm>ALL</perm>'));
    expect(contract.check('accountPresent', one)).toMatchObject({ ok: true });
    const table = structuredClone(contract.table);
    const call = table.calls.find((entry) => entry.id === 'accountPresent');
    if (call) delete call.reply.xml;
    expect(Contract.load(undefined, table).check('accountPresent', one)).toMatchObject({ ok: false });
  });
});
