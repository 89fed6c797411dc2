import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('consoleConfig', () => {
  it('reads /console-config.json once per page, however many ask', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ frames: { keepAlive: 3 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    const { consoleConfig } = await import('./console-config');
    const [first, second] = await Promise.all([consoleConfig(), consoleConfig()]);
    expect(first).toEqual({ frames: { keepAlive: 3 } });
    expect(second).toBe(first);
    expect(await consoleConfig()).toBe(first);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('is no settings for a missing or malformed file', async () => {
    const { loadConsoleConfig } = await import('./console-config');
    expect(await loadConsoleConfig(async () => new Response('', { status: 404 }))).toEqual({});
    expect(await loadConsoleConfig(async () => new Response('{"frames":{"keepAlive":"many"}}', { status: 200 }))).toEqual({});
    expect(await loadConsoleConfig(async () => Promise.reject(new Error('offline')))).toEqual({});
  });
});
