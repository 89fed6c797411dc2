// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, xmlEnvelope } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { resetServerLocale } from './locale';

describe('resetServerLocale', () => {
  it('PUTs <locale> as XML', async () => {
    const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
    const fake = fakeAdapter(() => ({ body: xmlEnvelope('') }));
    client.defaults.adapter = fake.adapter;
    expect(await resetServerLocale('ja', client)).toEqual({ ok: true, data: null, redirect: null });
    expect([fake.seen[0]?.method, fake.seen[0]?.url, fake.seen[0]?.data]).toEqual(['put', 'adminui/resetlocale', '<locale>ja</locale>']);
  });
});
