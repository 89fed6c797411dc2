// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, type FakeReply } from '../../testing/fake-adapter';
import { createHttp } from './http';
import { fetchPromotion, isDeadlinePast, localIsoDay, promotionVariant, type Promotion } from './promotion';

function serve(reply: FakeReply) {
  const client = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
  client.defaults.adapter = fakeAdapter(() => reply).adapter;
  return client;
}

const json = (body: unknown): FakeReply => ({ body: JSON.stringify(body) });
const DATA = {
  is_promotion: 1,
  status: 0,
  url: 'https://p.example.com',
  account_name: 'Alex',
  email: 'a@example.com',
  deadline_date: '2026-12-31',
};

const promotion = (status: number): Promotion => ({ active: true, status, url: '', accountName: '', email: '', deadline: '' });

describe('fetchPromotion', () => {
  it('reads the promotion status', async () => {
    expect(await fetchPromotion(serve(json({ errorCode: '0', data: DATA })))).toMatchObject({
      ok: true,
      data: { active: true, status: 0, url: 'https://p.example.com', accountName: 'Alex', email: 'a@example.com', deadline: '2026-12-31' },
    });
  });

  it('accepts numbers as text and treats anything but 1 as inactive', async () => {
    const result = await fetchPromotion(serve(json({ errorCode: '0', data: { ...DATA, is_promotion: '0', status: '2' } })));
    expect(result).toMatchObject({ ok: true, data: { active: false, status: 2 } });
  });

  it('fails on an error code', async () => {
    expect(await fetchPromotion(serve(json({ errorCode: '7', data: DATA })))).toMatchObject({
      ok: false,
      error: { kind: 'code', code: '7' },
    });
  });
});

describe('promotionVariant', () => {
  it('gives the root-account instructions to an account that does not own the licence', () => {
    expect(promotionVariant(promotion(0), false)).toBe('root-account-only');
    expect(promotionVariant(promotion(1), false)).toBe('root-account-only');
  });
  it('tells status 0 from the others for the licence owner', () => {
    expect(promotionVariant(promotion(0), true)).toBe('no-platform-account');
    expect(promotionVariant(promotion(1), true)).toBe('no-licence-link');
    expect(promotionVariant(promotion(5), true)).toBe('no-licence-link');
  });
});

describe('isDeadlinePast', () => {
  const day = new Date(2026, 4, 20, 23, 59);
  it('is past only after the deadline day', () => {
    expect(localIsoDay(day)).toBe('2026-05-20');
    expect(isDeadlinePast('2026-05-19', day)).toBe(true);
    expect(isDeadlinePast('2026-05-20', day)).toBe(false);
    expect(isDeadlinePast('2026-05-21', day)).toBe(false);
  });
  it('never counts a missing or unreadable date as past', () => {
    expect(isDeadlinePast('', day)).toBe(false);
    expect(isDeadlinePast('20/05/2026', day)).toBe(false);
  });
});
