import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleConfigOfStart, loadConsoleConfig } from './console-config';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('consoleConfigOfStart', () => {
  it('reads /console-config.json once per console start, however many ask', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ frames: { keepAlive: 3 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    const consoleConfig = consoleConfigOfStart();
    const [first, second] = await Promise.all([consoleConfig(), consoleConfig()]);
    expect(first).toEqual({ frames: { keepAlive: 3 } });
    expect(second).toBe(first);
    expect(await consoleConfig()).toBe(first);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('reads again for another console start: nothing is kept between them', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    const one = consoleConfigOfStart();
    const other = consoleConfigOfStart();
    expect(await one()).not.toBe(await other());
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('loadConsoleConfig', () => {
  it('is no settings for a missing or malformed file', async () => {
    expect(await loadConsoleConfig(async () => new Response('', { status: 404 }))).toEqual({});
    expect(await loadConsoleConfig(async () => new Response('{"frames":{"keepAlive":"many"}}', { status: 200 }))).toEqual({});
    expect(await loadConsoleConfig(async () => Promise.reject(new Error('offline')))).toEqual({});
  });
});
