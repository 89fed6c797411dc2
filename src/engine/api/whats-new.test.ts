// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import validateWhatsNew from '../../generated/validators/api-whats-new.js';
import { fakeAdapter } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { fetchWhatsNew, whatsNewFor, type WhatsNewFile } from './whats-new';

const FILE: WhatsNewFile = {
  default: [{ id: 'a', date: '2026-05-01', title: 'A' }],
  jp: [{ id: 'b', date: '2026-05-02', title: 'B' }],
};

describe('whats-new', () => {
  it('loads the language file from the console origin', async () => {
    const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
    const fake = fakeAdapter(() => ({ body: JSON.stringify(FILE) }));
    client.defaults.adapter = fake.adapter;
    expect(await fetchWhatsNew('ja', client)).toMatchObject({ ok: true, data: FILE });
    expect([fake.seen[0]?.url, fake.seen[0]?.baseURL]).toEqual(['/locales/ja/whatisnew.json', '']);
  });

  it('picks the JP list for the JP site only', () => {
    expect(whatsNewFor(FILE, 'JP')[0]?.id).toBe('b');
    expect(whatsNewFor(FILE, 'jp')[0]?.id).toBe('b');
    expect(whatsNewFor(FILE, 'US')[0]?.id).toBe('a');
    expect(whatsNewFor(FILE, '')[0]?.id).toBe('a');
  });

  it.each(['en', 'ja'])('the shipped %s file matches its schema and has both lists', (language) => {
    const file = JSON.parse(
      readFileSync(path.resolve(__dirname, `../../../public/locales/${language}/whatisnew.json`), 'utf8'),
    ) as WhatsNewFile;
    expect(validateWhatsNew(file), JSON.stringify(validateWhatsNew.errors)).toBe(true);
    expect(file.default.length).toBeGreaterThan(0);
    expect(file.jp.length).toBeGreaterThan(0);
    expect(file.yearlyReport).toBeDefined();
  });
});
