// @vitest-environment node
// The reference server answers what docs/openapi.json (generated from schemas/api/) says: every
// JSON reply of the contract, called for real, is validated with ajv against the document's
// response schema for its status. XML replies are decoded the way the console decodes them
// (src/engine/api/xml.ts) and the decoded envelope is validated; the XML text itself has no
// schema (an XML Schema would be a second description to keep in step), so its element order
// and attributes are checked by the other server tests, not here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeXml } from '../../src/engine/api/xml';
import { API, Client, sharedTestServer } from '../testing/test-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOC_ID = 'https://console.example/openapi.json';
const doc = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

// Strict mode refuses the document's non-schema keywords (openapi, paths …); the schemas themselves
// are held to strict mode by scripts/build/generate.ts.
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema({ ...doc, $id: DOC_ID });

const server = sharedTestServer();
const tested = new Set<string>();

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

function operation(pathKey: string, method: string) {
  const op = doc.paths[pathKey]?.[method];
  if (!op) throw new Error(`docs/openapi.json has no ${method.toUpperCase()} ${pathKey}`);
  return op;
}

/** Validates a reply body against the document's schema for that call, status and media type. */
function expectConforms(pathKey: string, method: string, res: LightMyRequestResponse, body: unknown): void {
  const op = operation(pathKey, method);
  const status = String(res.statusCode);
  const response = op.responses[status];
  expect(response, `${op.operationId}: status ${status} is not in the document`).toBeDefined();
  const media = Object.keys(response?.content ?? {})[0];
  expect(media, `${op.operationId} ${status}: the document describes no body`).toBeDefined();
  expect(res.headers['content-type']).toMatch(new RegExp(`^${(media as string).replace('*', '.*')}`));
  const validate = ajv.getSchema(
    `${DOC_ID}#/${pointer('paths', pathKey, method, 'responses', status, 'content', media as string, 'schema')}`,
  );
  if (!validate) throw new Error(`no schema for ${op.operationId} ${status}`);
  const ok = validate(body);
  expect(ok ? [] : validate.errors, `${op.operationId} ${status}`).toEqual([]);
  tested.add(`${op.operationId} ${status}`);
}

function conformsJson(pathKey: string, method: string, res: LightMyRequestResponse): void {
  expectConforms(pathKey, method, res, res.json());
}

/** The console's decoding of an XML reply, with the lists and containers the console names. */
function conformsXml(
  pathKey: string,
  method: string,
  res: LightMyRequestResponse,
  hints: { arrays?: string[]; objects?: string[] } = {},
): void {
  const decoded = decodeXml(res.body, {
    arrays: hints.arrays ?? [],
    objects: ['response.errorinfo', 'response.resultinfo', ...(hints.objects ?? [])],
  });
  if (!decoded.ok) throw new Error(`${pathKey}: ${decoded.error.reason} ${decoded.error.detail}`);
  expectConforms(pathKey, method, res, decoded.value);
}

async function signedIn(user: string): Promise<Client> {
  const c = new Client(server.app);
  expect((await c.login(user)).statusCode).toBe(200);
  return c;
}

describe('JSON replies match docs/openapi.json', () => {
  it('the version info, the migration status and the sites', async () => {
    const anon = await new Client(server.app).prime();
    conformsJson(`${API}/withoutauth/starcloudversioninfo`, 'get', await anon.get(`${API}/withoutauth/starcloudversioninfo`));
    for (const username of ['admin', 'mig-cust-progress', 'mig-noncust-done', 'nobody-at-all']) {
      conformsJson(
        `${API}/withoutauth/account/migration/status`,
        'get',
        await anon.get(`${API}/withoutauth/account/migration/status?username=${username}`),
      );
    }
    const admin = await signedIn('admin');
    conformsJson(`${API}/account/sites`, 'get', await admin.get(`${API}/account/sites`));
  });

  it('notices, promotion, product upgrade and theme', async () => {
    for (const user of ['admin', 'inbound', 'lmp', 'linkv1']) {
      const c = await signedIn(user);
      conformsJson(`${API}/notice/list`, 'get', await c.get(`${API}/notice/list?locale=en&maxnumber=10`));
      conformsJson(`${API}/notice/popup`, 'get', await c.get(`${API}/notice/popup?locale=ja`));
      conformsJson(`${API}/account/visionone/promotion`, 'get', await c.get(`${API}/account/visionone/promotion`));
      conformsJson(`${API}/account/visionone/productupgrade`, 'get', await c.get(`${API}/account/visionone/productupgrade`));
      conformsJson(`${API}/account/theme`, 'get', await c.get(`${API}/account/theme`));
    }
    const reports = await signedIn('reports');
    conformsJson(`${API}/account/theme`, 'put', await reports.put(`${API}/account/theme`, { json: { theme: 'dark' } }));
  });

  it("the supporter's licence details, a missing company, and a sync", async () => {
    const support = await signedIn('support');
    for (const company of ['6f9619ff-8b86-4d01-b42d-00c04fc964ff', 'a1c3e5f7-2b4d-4e6f-8a9b-0c1d2e3f4a5b', '00123', 'no-such-company']) {
      conformsJson(`${API}/supporter/license/{companyId}`, 'get', await support.get(`${API}/supporter/license/${company}`));
    }
    conformsJson(
      `${API}/supporter/license/{companyId}`,
      'put',
      await support.put(`${API}/supporter/license/6f9619ff-8b86-4d01-b42d-00c04fc964ff`),
    );
    conformsJson(
      `${API}/supporter/license/{companyId}`,
      'put',
      await support.put(`${API}/supporter/license/7c9e6679-7425-40de-944b-e07fc1f90ae7`),
    );
  });

  it('the password reset calls, answered and refused', async () => {
    const anon = await new Client(server.app).prime();
    conformsJson(
      `${API}/account/verificationcode`,
      'post',
      await anon.post(`${API}/account/verificationcode`, { json: { username: 'sub', email: 'sub@globex.example.com' } }),
    );
    conformsJson(
      `${API}/account/verificationcode`,
      'post',
      await anon.post(`${API}/account/verificationcode`, { json: { username: 'sub', email: 'x@else.example.com' } }),
    );
    conformsJson(
      `${API}/account/verificationcode`,
      'post',
      await anon.post(`${API}/account/verificationcode`, { json: { username: 'sub' } }),
    );
    const refused = await anon.put(`${API}/account/password`, {
      json: { username: 'sub', email: 'sub@globex.example.com', password: 'Another@2026', verification_code: 'ABCD-000000' },
    });
    conformsJson(`${API}/account/password`, 'put', refused);
    conformsJson(
      `${API}/account/password`,
      'put',
      await anon.put(`${API}/account/password`, {
        json: { username: 'nobody', email: 'n@example.com', password: 'Another@2026', verification_code: '1' },
      }),
    );
    // A reset that succeeds, with the code the demo outbox holds (this file's own data dir).
    await anon.post(`${API}/account/verificationcode`, { json: { username: 'lmp', email: 'lmp@globex.example.com' } });
    const mail = (await anon.get(`/uiserver/dev/outbox?to=${encodeURIComponent('lmp@globex.example.com')}`)).json() as { code: string }[];
    const done = await anon.put(`${API}/account/password`, {
      json: { username: 'lmp', email: 'lmp@globex.example.com', password: 'N3w!passw0rd', verification_code: mail[0]?.code ?? '' },
    });
    expect(done.statusCode).toBe(200);
    conformsJson(`${API}/account/password`, 'put', done);
  });

  it("saving the data region (posting the account's own region back)", async () => {
    const c = await signedIn('nsuser@@acme');
    conformsJson(
      '/uiserver/account/site',
      'post',
      await c.post('/uiserver/account/site', { form: { data_site: 'US', timezone: 'Asia/Tokyo', language: 'en' } }),
    );
  });

  it('step-up: a challenge (fresh and not), its state, a proof, and the refusals', async () => {
    const c = await signedIn('reports');
    const challengePath = `${API}/session/reauth/challenge`;
    conformsJson(challengePath, 'post', await c.post(challengePath, { json: { max_age: 600 } }));
    const asked = await c.post(challengePath, { json: { max_age: 0 } });
    conformsJson(challengePath, 'post', asked);
    const { challenge } = asked.json().data as { challenge: string };
    const statePath = `${API}/session/reauth/{challenge}`;
    conformsJson(statePath, 'get', await c.get(`${API}/session/reauth/${challenge}`));
    conformsJson(statePath, 'get', await c.get(`${API}/session/reauth/unknown`));
    const reauthPath = `${API}/session/reauth`;
    conformsJson(reauthPath, 'post', await c.post(reauthPath, { json: { challenge, password: 'Demo@2026' } }));
    conformsJson(reauthPath, 'post', await c.post(reauthPath, { json: { challenge, password: 'Demo@2026' } }));
    conformsJson(reauthPath, 'post', await c.post(reauthPath, { json: { challenge: 'unknown', password: 'Demo@2026' } }));
  });

  it('step-up: the 401 code 1210 of a sensitive action matches StepUpRequired', async () => {
    const c = await signedIn('admin');
    server.advance(601_000);
    const res = await c.put(`${API}/supporter/license/6f9619ff-8b86-4d01-b42d-00c04fc964ff`);
    expect(res.statusCode).toBe(401);
    const validate = ajv.getSchema(`${DOC_ID}#/${pointer('components', 'schemas', 'StepUpRequired')}`);
    expect(validate?.(res.json()) ? [] : validate?.errors).toEqual([]);
  });

  it('support sessions: extend (and its 409), elevate, lower, and the support access (grant and log)', async () => {
    const support = await signedIn('support-agent');
    const started = await support.post('/uiserver/legacy/administration/account-management/assume', {
      form: { account: '1036', reason: 'Checking the quarantine', ticket: 'SR-openapi' },
    });
    expect(started.statusCode).toBe(200);
    const previous = await support.get(`${API}/account/assumeas/previous`);
    conformsXml(`${API}/account/assumeas/previous`, 'get', previous, { objects: ['response.resultinfo.previous'] });
    expect(previous.body).toContain('<mode>read</mode>');
    const extend = `${API}/account/assumeas/extend`;
    conformsJson(extend, 'post', await support.post(extend, { json: { minutes: 120 } }));
    for (let n = 0; n < 4; n += 1) await support.post(extend, { json: { minutes: 120 } });
    const refused = await support.post(extend, { json: { minutes: 120 } });
    expect(refused.statusCode).toBe(409);
    conformsJson(extend, 'post', refused);
    const elevate = `${API}/account/assumeas/elevate`;
    const body = { minutes: 5, reason: 'Release a quarantined message' };
    const asked = (await support.post(elevate, { json: body })).json() as { data: { challenge: string } };
    await support.post(`${API}/session/reauth`, { json: { challenge: asked.data.challenge, password: 'Demo@2026' } });
    conformsJson(elevate, 'post', await support.post(elevate, { json: body }));
    conformsJson(`${API}/account/assumeas/lower`, 'post', await support.post(`${API}/account/assumeas/lower`));
    await support.get(`${API}/account/assumeas/release`);
    const customer = await signedIn('customer-granted');
    const access = `${API}/account/support-access`;
    conformsJson(access, 'get', await customer.get(access));
    conformsJson(access, 'put', await customer.put(access, { json: { enabled: true, days: 30 } }));
  });

  it("the static what's-new files", () => {
    const validate = ajv.getSchema(
      `${DOC_ID}#/${pointer('paths', '/locales/{language}/whatisnew.json', 'get', 'responses', '200', 'content', 'application/json', 'schema')}`,
    );
    for (const language of ['en', 'ja']) {
      const file = JSON.parse(readFileSync(path.join(root, 'public/locales', language, 'whatisnew.json'), 'utf8')) as unknown;
      expect(validate?.(file) ? [] : validate?.errors, language).toEqual([]);
    }
    tested.add('whatsNew 200');
  });
});

describe('XML replies, decoded as the console decodes them, match docs/openapi.json', () => {
  it('login, the account, assume-as, MFA and the locale', async () => {
    const anon = await new Client(server.app).prime();
    conformsXml(
      `${API}/login`,
      'post',
      await anon.post(`${API}/login`, { form: { accountname: 'disabled', password: 'Demo@2026', login_type: '0' } }),
    );
    conformsXml(
      `${API}/mfa/status`,
      'post',
      await anon.post(`${API}/mfa/status`, { form: { accountname: 'mfa', password: 'Demo@2026', account_type: '1' } }),
      {
        objects: ['response.resultinfo.mfaSetting'],
      },
    );
    const present = {
      arrays: ['response.resultinfo.perms.perm'],
      objects: ['response.resultinfo.features', 'response.resultinfo.account.comp', 'response.resultinfo.account.extra'],
    };
    for (const user of ['admin', 'reports', 'super', 'clp']) {
      const c = await signedIn(user);
      conformsXml(`${API}/account/present`, 'get', await c.get(`${API}/account/present`), present);
      conformsXml(`${API}/account/assumeas/previous`, 'get', await c.get(`${API}/account/assumeas/previous`), {
        objects: ['response.resultinfo.previous'],
      });
      conformsXml(`${API}/mfa/setting`, 'get', await c.get(`${API}/mfa/setting`), { objects: ['response.resultinfo.mfaSetting'] });
    }
    const admin = await signedIn('admin');
    conformsXml(`${API}/adminui/resetlocale`, 'put', await admin.put(`${API}/adminui/resetlocale`, { xml: '<locale>en</locale>' }));
  });

  it('a document schema refuses what the console would refuse', () => {
    const validate = ajv.getSchema(
      `${DOC_ID}#/${pointer('paths', `${API}/account/theme`, 'get', 'responses', '200', 'content', 'application/json', 'schema')}`,
    );
    expect(validate?.({ code: 0, data: { curTheme: 'dark' } })).toBe(true);
    expect(validate?.({ code: 0, data: { curTheme: 'purple' } })).toBe(false);
    expect(validate?.({ data: { curTheme: 'dark' } })).toBe(false);
  });
});

afterAll(() => {
  // Every JSON call of the document with a described 200 body was exercised above.
  const jsonCalls = Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods)
      .filter((op) => op.responses['200']?.content?.['application/json'] !== undefined)
      .map((op) => `${op.operationId} 200`),
  );
  expect(jsonCalls.filter((call) => !tested.has(call))).toEqual([]);
});
