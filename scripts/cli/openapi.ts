/**
 * The UI-server contract as an OpenAPI 3.1 document, docs/openapi.json, generated from the JSON
 * Schemas in schemas/api/ (the same schemas the console validates every reply with), so the
 * document cannot drift from what the console accepts. The calls, their requests and which schema
 * answers each are listed here. `npm run openapi` writes the file; `--check` (CI, via `npm run check`)
 * fails when the committed file differs.
 *
 * XML calls: the schemas describe the reply as the console decodes it (src/engine/api/xml.ts: every
 * element text a string, lists and containers as the call names them), not the XML text itself.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENAPI_FILE = 'docs/openapi.json';
const API = '/uiserver/api/v1';

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

const json = (schema: Json, description = 'OK'): Json => ({ description, content: { 'application/json': { schema } } });
const xml = (schema: Json, description = 'OK'): Json => ({
  description: `${description} (the schema is of the decoded XML: every element text is a string)`,
  content: { 'application/xml': { schema } },
});
const unauthorized: Json = { description: 'Not signed in. May carry x-redirect.' };
const tooMany: Json = { description: 'Too many requests.' };
const form = (properties: Record<string, Json>, required: string[]): Json => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required, properties } } },
});
const jsonBody = (properties: Record<string, Json>, required: string[]): Json => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
});
const xmlBody = (example: string): Json => ({ required: true, content: { 'application/xml': { schema: { type: 'string' }, example } } });
const text: Json = { type: 'string' };
const query = (name: string, required: boolean, description: string, schema: Json = text): Json => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});

const credentials = {
  accountname: text,
  password: text,
  namespace: { ...text, description: 'The tenant namespace, when the user name carries one (user@@namespace).' },
};

interface Call {
  method: 'get' | 'post' | 'put';
  path: string;
  summary: string;
  operationId: string;
  public?: true;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

/** Every call of the contract. A call added to the UI-server is added here, with its schema. */
export const CALLS: readonly Call[] = [
  {
    method: 'post',
    path: `${API}/login`,
    operationId: 'login',
    summary: 'Sign in (errorcode 0; -3, -4, 803 with resultinfo.key, 804, 301 with x-redirect, 4403)',
    public: true,
    requestBody: form(
      { ...credentials, login_type: { type: 'string', enum: ['0', '1'], description: '0 normal, 1 emergency code' }, mfa_code: text },
      ['accountname', 'password', 'login_type'],
    ),
    responses: {
      200: xml(componentRef('XmlEnvelope')),
      401: xml(componentRef('XmlEnvelope'), 'A wrong MFA code: errorcode 1203, 1204 or 1205'),
    },
  },
  {
    method: 'get',
    path: `${API}/account/present`,
    operationId: 'accountPresent',
    summary: 'The signed-in account, its permissions and feature flags',
    responses: { 200: xml(xmlWithResult('AccountPresentResult')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/account/assumeas/previous`,
    operationId: 'assumeAsPrevious',
    summary: 'The administrator assuming this account, or an empty resultinfo',
    responses: { 200: xml(xmlWithResult('AssumeAsPreviousResult')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/account/assumeas/release`,
    operationId: 'assumeAsRelease',
    summary: 'End assume-as',
    responses: { 200: xml(componentRef('XmlEnvelope')), 401: unauthorized },
  },
  {
    method: 'post',
    path: `${API}/mfa/status`,
    operationId: 'mfaStatus',
    summary: 'Whether MFA is on for these credentials (errorcode 701: invalid login)',
    public: true,
    requestBody: form({ ...credentials, account_type: { type: 'string', enum: ['1'] } }, ['accountname', 'password', 'account_type']),
    responses: { 200: xml(xmlWithResult('MfaSettingResult')), 401: { description: 'Invalid login.' } },
  },
  {
    method: 'post',
    path: `${API}/mfa/email/emergencycode`,
    operationId: 'mfaEmergencyCode',
    summary: 'Send the emergency code by email (errorcode 1206: send limit)',
    public: true,
    requestBody: form({ ...credentials, account_type: { type: 'string', enum: ['1'] } }, ['accountname', 'password', 'account_type']),
    responses: { 200: xml(componentRef('XmlEnvelope')) },
  },
  {
    method: 'get',
    path: `${API}/mfa/setting`,
    operationId: 'mfaSetting',
    summary: "The signed-in account's MFA setting, with enforce_mfa and mfa_status",
    responses: { 200: xml(xmlWithResult('MfaSettingResult')), 401: unauthorized },
  },
  {
    method: 'post',
    path: `${API}/account/verificationcode`,
    operationId: 'verificationCode',
    summary: 'Send a password-reset verification code',
    public: true,
    requestBody: jsonBody({ username: text, email: text }, ['username', 'email']),
    responses: {
      200: json(codeWithData('VerificationCodeData')),
      400: json(componentRef('CodeEnvelope'), 'code 706: unknown user or email'),
      404: json(componentRef('CodeEnvelope'), 'code 706: unknown user or email'),
      429: tooMany,
    },
  },
  {
    method: 'put',
    path: `${API}/account/password`,
    operationId: 'resetPassword',
    summary: 'Set a new password with a verification code',
    public: true,
    requestBody: jsonBody({ username: text, email: text, password: text, verification_code: text }, [
      'username',
      'email',
      'password',
      'verification_code',
    ]),
    responses: {
      200: json(componentRef('CodeEnvelope')),
      400: json(componentRef('CodeEnvelope'), 'code 1201, 1202 or 1208'),
      404: json(componentRef('CodeEnvelope'), 'Unknown user'),
      429: tooMany,
    },
  },
  {
    method: 'get',
    path: `${API}/cobrand/banner`,
    operationId: 'cobrandBanner',
    summary: "A co-branded company's banner image",
    parameters: [
      query('cobrand_id', false, 'The co-brand id (a number)', { type: 'string', pattern: '^[0-9]+$' }),
      query('cobrand_uuid', false, 'Or the co-brand uuid'),
      query('bannertype', true, 'Always 1', { type: 'string', enum: ['1'] }),
    ],
    responses: { 200: { description: 'The image', content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } } } },
  },
  {
    method: 'get',
    path: `${API}/withoutauth/starcloudversioninfo`,
    operationId: 'versionInfo',
    summary: 'Scan engine and pattern versions for the About dialog',
    public: true,
    responses: { 200: json(componentRef('VersionInfoReply')) },
  },
  {
    method: 'get',
    path: `${API}/account/sites`,
    operationId: 'sites',
    summary: 'The data regions the first-run page offers',
    responses: { 200: json(componentRef('SitesReply')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/notice/list`,
    operationId: 'noticeList',
    summary: 'The notification bell',
    parameters: [query('locale', true, 'en or ja'), query('maxnumber', true, 'Always 10')],
    responses: { 200: json(componentRef('NoticeListReply')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/notice/popup`,
    operationId: 'noticePopup',
    summary: 'Notices to show as pop-ups at start-up',
    parameters: [query('locale', true, 'en or ja')],
    responses: { 200: json(componentRef('NoticeListReply')), 401: unauthorized },
  },
  {
    method: 'put',
    path: `${API}/notice/complete`,
    operationId: 'noticeComplete',
    summary: 'Mark a notice as read',
    requestBody: xmlBody('<notice><notice_id>42</notice_id></notice>'),
    responses: { 200: xml(componentRef('XmlEnvelope')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/account/visionone/promotion`,
    operationId: 'promotion',
    summary: 'The platform promotion pop-up',
    responses: { 200: json(componentRef('PromotionReply')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/account/theme`,
    operationId: 'getTheme',
    summary: 'The saved theme (data.curTheme)',
    responses: { 200: json(codeWithData('SavedTheme')), 401: unauthorized },
  },
  {
    method: 'put',
    path: `${API}/account/theme`,
    operationId: 'saveTheme',
    summary: 'Save the theme (data.theme)',
    requestBody: jsonBody({ theme: { type: 'string', enum: ['light', 'dark'] } }, ['theme']),
    responses: { 200: json(codeWithData('SavedTheme')), 401: unauthorized },
  },
  {
    method: 'put',
    path: `${API}/adminui/resetlocale`,
    operationId: 'resetLocale',
    summary: "Save the account's language",
    requestBody: xmlBody('<locale>ja</locale>'),
    responses: { 200: xml(componentRef('XmlEnvelope')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/withoutauth/account/migration/status`,
    operationId: 'migrationStatus',
    summary: "Whether the user's company is moving to another console, and where to",
    public: true,
    parameters: [query('username', true, 'The user name typed so far')],
    responses: { 200: json(componentRef('MigrationStatusReply')) },
  },
  {
    method: 'get',
    path: `${API}/account/visionone/productupgrade`,
    operationId: 'productUpgrade',
    summary: 'The product-upgrade banner',
    responses: { 200: json(componentRef('ProductUpgradeReply')), 401: unauthorized },
  },
  {
    method: 'get',
    path: `${API}/supporter/license/{companyId}`,
    operationId: 'supporterLicense',
    summary: "Manual License Check: a company's licence details",
    parameters: [{ name: 'companyId', in: 'path', required: true, schema: text, description: 'The company GUID' }],
    responses: {
      200: json(codeWithData('LicenseDetails')),
      401: unauthorized,
      404: json(componentRef('CodeEnvelope'), 'No such company (code 404)'),
    },
  },
  {
    method: 'put',
    path: `${API}/supporter/license/{companyId}`,
    operationId: 'supporterLicenseSync',
    summary: "Manual License Check: sync the company's licences (any code but 0 is a failed sync)",
    parameters: [{ name: 'companyId', in: 'path', required: true, schema: text, description: 'The company GUID' }],
    responses: { 200: json(componentRef('CodeEnvelope')), 401: unauthorized },
  },
  {
    method: 'post',
    path: '/uiserver/account/site',
    operationId: 'saveSite',
    summary: 'Save the data region chosen on the first-run page (no API prefix)',
    requestBody: form({ data_site: text, timezone: text, language: text }, ['data_site', 'timezone', 'language']),
    responses: { 200: json(componentRef('CodeEnvelope')), 401: unauthorized },
  },
  {
    method: 'get',
    path: '/uiserver/logoff',
    operationId: 'logoff',
    summary: 'Page navigation: end the session and go to the login page',
    public: true,
    responses: { 302: { description: 'To the login page' } },
  },
  {
    method: 'get',
    path: '/uiserver/ssologin',
    operationId: 'ssoLogin',
    summary: "Page navigation: sign in through the tenant's identity provider",
    public: true,
    parameters: [query('TenantID', true, 'The tenant')],
    responses: { 302: { description: 'To the identity provider' } },
  },
  {
    method: 'get',
    path: '/uiserver/subaccount/ssoLogin',
    operationId: 'subaccountSsoLogin',
    summary: 'Page navigation: sign in to a sub-account',
    public: true,
    parameters: [query('cmpID', true, 'The company id')],
    responses: { 302: { description: 'To the sub-account' } },
  },
  {
    method: 'get',
    path: '/locales/{language}/whatisnew.json',
    operationId: 'whatsNew',
    summary: "Static file: the what's-new list and the yearly report notice",
    public: true,
    parameters: [{ name: 'language', in: 'path', required: true, schema: { type: 'string', enum: ['en', 'ja'] } }],
    responses: { 200: json(componentRef('WhatsNewFile')) },
  },
];

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

export async function buildOpenApi(schemaDir: string): Promise<Json> {
  const names = (await readdir(schemaDir)).filter((name) => name.endsWith('.schema.json')).sort();
  const schemas: Json = {};
  for (const name of names) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, name), 'utf8')) as Json;
    schemas[String(schema.title)] = toComponent(schema);
  }
  const paths: Record<string, Json> = {};
  for (const call of CALLS) {
    // The contract's request headers are for API calls; navigations and static files are plain loads.
    const headers = call.path.startsWith(API)
      ? COMMON_HEADERS.map((header) => ({ $ref: `#/components/parameters/${String(header.name)}` }))
      : [];
    const parameters = [...headers, ...(call.parameters ?? [])];
    const operation: Json = {
      operationId: call.operationId,
      summary: call.summary,
      ...(call.public ? { security: [] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(call.requestBody ? { requestBody: call.requestBody } : {}),
      responses: call.responses,
    };
    paths[call.path] = { ...(paths[call.path] ?? {}), [call.method]: operation };
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
    console.log(`OpenAPI: ${OPENAPI_FILE} is up to date (${CALLS.length} calls).`);
    return;
  }
  await writeFile(file, text);
  console.log(`OpenAPI: wrote ${OPENAPI_FILE} (${CALLS.length} calls).`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
