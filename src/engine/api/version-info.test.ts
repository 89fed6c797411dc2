// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, type FakeReply } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { fetchVersionInfo } from './version-info';

function serve(reply: FakeReply) {
  const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
  const fake = fakeAdapter(() => reply);
  client.defaults.adapter = fake.adapter;
  return { client, seen: fake.seen };
}

describe('fetchVersionInfo', () => {
  it('lists the five components in order, blank where the server is silent', async () => {
    const info = { spam_engine: '8.5', spam_engine_last_update_time: '2026-04-02T03:00:00Z', virus_pattern: '19.8' };
    const { client, seen } = serve({ body: JSON.stringify({ errorCode: '0', starcloudversioninfo: info }) });
    const result = await fetchVersionInfo(client);
    expect(seen[0]?.url).toBe('withoutauth/starcloudversioninfo');
    expect(result.ok && result.data).toEqual([
      { component: 'spam_engine', version: '8.5', updated: '2026-04-02T03:00:00Z' },
      { component: 'virus_engine', version: '', updated: '' },
      { component: 'spam_pattern', version: '', updated: '' },
      { component: 'spyware_pattern', version: '', updated: '' },
      { component: 'virus_pattern', version: '19.8', updated: '' },
    ]);
  });

  it('fails on a non-zero errorCode', async () => {
    const { client } = serve({ body: JSON.stringify({ errorCode: '1', starcloudversioninfo: {} }) });
    expect(await fetchVersionInfo(client)).toMatchObject({ ok: false, error: { kind: 'code' } });
  });
});
