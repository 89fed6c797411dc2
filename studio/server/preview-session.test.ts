import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedTestServer } from '../../server/testing/test-server';
import { profileLogin, signInAs } from './preview-session';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = sharedTestServer();
const request = { headers: { host: '127.0.0.1' } } as unknown as FastifyRequest;

describe('profileLogin', () => {
  it.each([
    ['full-admin', 'admin'],
    ['inbound-only', 'inbound'],
    ['no-such-profile', null],
    ['../package', null],
    ['Full-Admin', null],
  ])('%s → %s', async (id, login) => {
    expect(await profileLogin(repo, id)).toBe(login);
  });
});

describe('signInAs', () => {
  it('logs the demo account on through the console login call, and its cookie opens a legacy page', async () => {
    const cookies = await signInAs(server.app, request, 'admin');
    expect(cookies?.some((cookie) => cookie.startsWith('sid='))).toBe(true);
    const sid = cookies?.find((cookie) => cookie.startsWith('sid='))?.split(';')[0] ?? '';
    const page = await server.app.inject({ method: 'GET', url: '/uiserver/legacy/administration/co-branding', headers: { cookie: sid } });
    expect(page.statusCode).toBe(200);
    const without = await server.app.inject({ method: 'GET', url: '/uiserver/legacy/administration/co-branding' });
    expect(without.statusCode).not.toBe(200);
  });

  it('answers null for an account the login refuses', async () => {
    expect(await signInAs(server.app, request, 'nobody-at-all')).toBeNull();
  });
});
