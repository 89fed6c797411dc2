import type { ValidateFunction } from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import validatePromotion from '../../generated/validators/api-promotion.js';
import { fakeAdapter } from '../../testing/fake-adapter';
import { succeed } from './envelope';
import { createHttp } from './http';
import { checkLoadedData, lazyValidator } from './lazy-validator';

const module = (validate: ValidateFunction) => ({ default: validate });

describe('lazyValidator', () => {
  it('loads the module once, however many calls ask', async () => {
    const load = vi.fn(() => Promise.resolve(module(validatePromotion)));
    const validator = lazyValidator(load);
    const [first, second] = await Promise.all([validator(), validator()]);
    expect(await validator()).toEqual({ ok: true, validate: validatePromotion });
    expect(first).toEqual(second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load as a value and tries again on the next call', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module(validatePromotion));
    const validator = lazyValidator(load);
    expect(await validator()).toEqual({ ok: false, reason: 'Failed to fetch dynamically imported module' });
    expect(await validator()).toEqual({ ok: true, validate: validatePromotion });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('checkLoadedData', () => {
  const reply = { errorCode: '0', data: { is_promotion: 1, status: 0 } };

  it('checks with the loaded validator', () => {
    expect(checkLoadedData(succeed(reply, null), { ok: true, validate: validatePromotion }, 'call')).toEqual(succeed(reply, null));
    expect(checkLoadedData(succeed({ errorCode: '0' }, '/x'), { ok: true, validate: validatePromotion }, 'call')).toMatchObject({
      ok: false,
      error: { kind: 'shape', call: 'call' },
      redirect: '/x',
    });
  });

  it('fails a reply it cannot check the way a reply of the wrong shape fails', () => {
    expect(checkLoadedData(succeed(reply, '/next'), { ok: false, reason: 'chunk failed' }, 'call')).toEqual({
      ok: false,
      error: { kind: 'shape', call: 'call', problem: 'the check of this reply could not be loaded: chunk failed' },
      redirect: '/next',
    });
  });

  it('passes an earlier failure through untouched', () => {
    const failed = { ok: false as const, error: { kind: 'network' as const, call: 'call', reason: 'down' }, redirect: null };
    expect(checkLoadedData(failed, { ok: false, reason: 'chunk failed' }, 'call')).toBe(failed);
  });
});

describe('a call whose validator chunk does not load', () => {
  afterEach(() => {
    vi.doUnmock('../../generated/validators/api-promotion.js');
    vi.resetModules();
  });

  it('answers with a shape error, and the next call loads it and succeeds', async () => {
    let fail = true;
    vi.resetModules();
    vi.doMock('../../generated/validators/api-promotion.js', async (importOriginal) => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { fetchPromotion } = await import('./promotion');
    const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
    client.defaults.adapter = fakeAdapter(() => ({
      body: JSON.stringify({ errorCode: '0', data: { is_promotion: 1, status: 0 } }),
    })).adapter;

    expect(await fetchPromotion(client)).toMatchObject({ ok: false, error: { kind: 'shape', call: 'account/visionone/promotion' } });
    fail = false;
    expect(await fetchPromotion(client)).toMatchObject({ ok: true, data: { active: true, status: 0 } });
  });
});
