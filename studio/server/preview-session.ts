/**
 * The preview's frame signs in as the profile it previews (studio mode only, ADR 0016): the server
 * signs the profile's demo account in through the console's own login call (the same checks, the
 * same session), and hands the browser that session's cookies, so the framed legacy page shows the
 * page itself, as that account sees it, not the console's login. Same origin as the console: the
 * console opened beside the studio is then signed in as that account too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_PASSWORD } from '../../server/data/demo-data.ts';
import { API } from '../../server/http/contract-table.ts';

const PROFILE_ID = /^[a-z0-9-]{1,60}$/;

/** The demo login of a profile in `manifests/profiles/`, or null when there is no such profile. */
export async function profileLogin(root: string, id: string): Promise<string | null> {
  if (!PROFILE_ID.test(id)) return null;
  const text = await readFile(path.join(root, 'manifests/profiles', `${id}.json`), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const login = (JSON.parse(text) as { login?: unknown } | null)?.login;
    return typeof login === 'string' ? login : null;
  } catch {
    // A profile file that does not parse has no login to sign in as; the gate tells its fault.
    return null;
  }
}

function cookiesOf(header: string | string[] | undefined): string[] {
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** Signs `login` in through the console's login call; the Set-Cookie headers of its session, or null. */
export async function signInAs(app: FastifyInstance, request: FastifyRequest, login: string): Promise<string[] | null> {
  const base = { host: request.headers.host ?? '127.0.0.1', 'x-requested-with': 'XMLHttpRequest', terminaltype: 'scui' };
  const first = await app.inject({ method: 'GET', url: `${API}/withoutauth/starcloudversioninfo`, headers: base });
  const xsrf = first.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (xsrf === undefined) return null;
  const answer = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    headers: { ...base, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ accountname: login, password: DEMO_PASSWORD, login_type: '0' }).toString(),
  });
  const cookies = cookiesOf(answer.headers['set-cookie']);
  return answer.statusCode === 200 && /<errorcode>0<\/errorcode>/.test(answer.body) && cookies.some((c) => c.startsWith('sid='))
    ? cookies
    : null;
}

export function sendSignedIn(reply: FastifyReply, cookies: readonly string[]): FastifyReply {
  return reply
    .header('set-cookie', [...cookies])
    .header('cache-control', 'no-store')
    .send({ ok: true });
}
