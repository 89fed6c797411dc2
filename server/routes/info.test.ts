// @vitest-environment node
// Information without a session: the co-brand banner and the engine versions.
import { describe, expect, it } from 'vitest';
import { API, Client, sharedTestServer } from '../testing/test-server';

const server = sharedTestServer();

describe('banner and versions', () => {
  it('cobrand/banner answers an SVG image without a session', async () => {
    const c = new Client(server.app);
    for (const q of [
      'cobrand_id=3&bannertype=1',
      'cobrand_id=1&bannertype=1',
      'cobrand_uuid=0b6e8b8a-5f7e-4b1e-9a55-1f3c2d4e5f60&bannertype=1',
    ]) {
      const res = await c.get(`${API}/cobrand/banner?${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('<svg');
    }
    expect((await c.get(`${API}/cobrand/banner?cobrand_id=<x>&bannertype=1`)).statusCode).toBe(400);
  });

  it('starcloudversioninfo lists five components with ISO UTC times', async () => {
    const body = (await new Client(server.app).get(`${API}/withoutauth/starcloudversioninfo`)).json();
    expect(body.errorCode).toBe('0');
    for (const k of ['spam_engine', 'virus_engine', 'spam_pattern', 'spyware_pattern', 'virus_pattern']) {
      expect(typeof body.starcloudversioninfo[k]).toBe('string');
      expect(body.starcloudversioninfo[`${k}_last_update_time`]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });
});
