// @vitest-environment node
// The seed loader: each account's step-up maximum age (step_up_max_age), and a data folder seeded by an
// earlier SEED_VERSION seeded again: the accounts added since arrive, nothing is doubled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { ACCOUNTS, COMPANIES, SEED_VERSION } from './demo-data';
import { seed } from './seed';
import { openStore, type Store } from './store';

let store: Store;
let ctx: AppContext;

beforeAll(async () => {
  store = await openStore('memory://');
  // The seed reads the store and the clock only.
  ctx = { db: store.db, now: () => new Date() } as Pick<AppContext, 'db' | 'now'> as AppContext;
}, 180_000);
afterAll(async () => {
  await store?.close();
});

const count = async (sql: string): Promise<number> => Number((await store.db.query<{ n: number }>(sql)).rows[0]?.n);

async function maxAges(): Promise<Map<string, number | null>> {
  const res = await store.db.query<{ username: string; step_up_max_age: number | null }>('select username, step_up_max_age from accounts');
  return new Map(res.rows.map((r) => [r.username, r.step_up_max_age]));
}

// Seeding hashes every demo account's password with scrypt: seconds on a busy two-core machine, so
// each test has a minute rather than vitest's five seconds.
describe('seed', () => {
  it("sets an account's own step_up_max_age where the demo data gives one; the others keep null (STEP_UP_MAX_AGE)", async () => {
    expect(await seed(ctx)).toEqual({ seeded: true });
    const ages = await maxAges();
    expect(ages.size).toBe(ACCOUNTS.length);
    for (const a of ACCOUNTS) expect(ages.get(a.username), a.username).toBe(a.stepUpMaxAge ?? null);
    expect(['stepup', 'stepup-mfa', 'stepup-sso', 'stepup-support'].map((u) => ages.get(u))).toEqual([0, 0, 0, 0]);
    expect(ages.get('admin')).toBeNull();
    expect(await seed(ctx)).toEqual({ seeded: false });
  }, 60_000);

  it('seeds a folder of an earlier SEED_VERSION again: the accounts added since arrive, licences and accounts are not doubled', async () => {
    const licences = COMPANIES.reduce((n, c) => n + c.licenses.length, 0);
    expect(await count('select count(*)::int as n from licenses')).toBe(licences);
    await store.db.query("delete from accounts where username like 'stepup%'");
    await store.db.query("update meta set value = '1' where key = 'seed_version'");
    expect(await seed(ctx)).toEqual({ seeded: true });
    expect(await count('select count(*)::int as n from licenses')).toBe(licences);
    expect(await count('select count(*)::int as n from accounts')).toBe(ACCOUNTS.length);
    expect((await maxAges()).get('stepup')).toBe(0);
    expect((await store.db.query<{ value: string }>("select value from meta where key = 'seed_version'")).rows[0]?.value).toBe(
      SEED_VERSION,
    );
  }, 60_000);
});
