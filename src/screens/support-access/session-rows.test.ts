import { describe, expect, it } from 'vitest';
import type { SupportSession } from '../../engine/api/support-access';
import { filterRows, grantState, sessionRows } from './session-rows';

const session = (overrides: Partial<SupportSession>): SupportSession => ({
  id: 1,
  supporter: 'Sue Supporter',
  reason: 'Mail from the CEO is quarantined',
  ticket: 'SR-4711',
  started_at: '2026-12-07T01:00:00Z',
  ended_at: '2026-12-07T01:06:00Z',
  ended_by: 'expiry',
  elevations: [],
  writes: [],
  ...overrides,
});

const JST = 9 * 60;

describe('sessionRows', () => {
  it('formats every moment in the language and the zone given (en, ja; JST)', () => {
    const sessions = [
      session({
        elevations: [{ at: '2026-12-07T01:02:00Z', until: '2026-12-07T01:12:00Z', reason: 'Release the quarantined mail' }],
        writes: [{ at: '2026-12-07T01:03:04Z', call: 'PUT /uiserver/api/v1/account/theme' }],
      }),
    ];
    expect(sessionRows(sessions, 'en', JST)).toEqual([
      {
        id: 1,
        supporter: 'Sue Supporter',
        reason: 'Mail from the CEO is quarantined',
        ticket: 'SR-4711',
        started: '12/07/2026 10:00:00',
        ended: '12/07/2026 10:06:00',
        running: false,
        endedBy: 'supportAccess.endedBy.expiry',
        elevations: [{ at: '12/07/2026 10:02:00', until: '12/07/2026 10:12:00', reason: 'Release the quarantined mail' }],
        writes: [{ at: '12/07/2026 10:03:04', call: 'PUT /uiserver/api/v1/account/theme' }],
      },
    ]);
    expect(sessionRows(sessions, 'ja', JST)[0]).toMatchObject({ started: '2026/12/07 10:00:00', ended: '2026/12/07 10:06:00' });
  });

  it.each<[SupportSession['ended_by'], string | null]>([
    ['supporter', 'supportAccess.endedBy.supporter'],
    ['expiry', 'supportAccess.endedBy.expiry'],
    ['customer', 'supportAccess.endedBy.customer'],
    ['grant', 'supportAccess.endedBy.grant'],
    [null, null],
  ])('says who ended it: %s', (endedBy, key) => {
    expect(sessionRows([session({ ended_by: endedBy })], 'en', 0)[0]).toMatchObject({ running: false, endedBy: key });
  });

  it('shows a session without an end as running, with no end and no one who ended it', () => {
    expect(sessionRows([session({ ended_at: null, ended_by: 'expiry' })], 'en', 0)[0]).toMatchObject({
      running: true,
      ended: null,
      endedBy: null,
    });
  });

  it('orders newest first by start, then by id, whatever order the server sent', () => {
    const rows = sessionRows(
      [
        session({ id: 1, started_at: '2026-12-01T00:00:00Z' }),
        session({ id: 3, started_at: '2026-12-03T00:00:00Z' }),
        session({ id: 2, started_at: '2026-12-03T00:00:00Z' }),
        session({ id: 4, started_at: '2026-12-02T00:00:00Z' }),
      ],
      'en',
      0,
    );
    expect(rows.map((row) => row.id)).toEqual([3, 2, 4, 1]);
  });

  it('lists elevations and writes in the order they happened', () => {
    const [row] = sessionRows(
      [
        session({
          elevations: [
            { at: '2026-12-07T01:04:00Z', until: '2026-12-07T01:05:00Z', reason: 'second' },
            { at: '2026-12-07T01:01:00Z', until: '2026-12-07T01:02:00Z', reason: 'first' },
          ],
          writes: [
            { at: '2026-12-07T01:04:30Z', call: 'POST b' },
            { at: '2026-12-07T01:01:30Z', call: 'PUT a' },
          ],
        }),
      ],
      'en',
      0,
    );
    expect(row?.elevations.map((e) => e.reason)).toEqual(['first', 'second']);
    expect(row?.writes.map((w) => w.call)).toEqual(['PUT a', 'POST b']);
  });

  it('an empty log has no rows', () => {
    expect(sessionRows([], 'en')).toEqual([]);
  });
});

describe('grantState', () => {
  it.each<[string, { enabled: boolean; until: string | null }, 'en' | 'ja', ReturnType<typeof grantState>]>([
    ['on, en', { enabled: true, until: '2026-12-14T05:00:00Z' }, 'en', { kind: 'on', until: '12/14/2026 14:00:00 (UTC+09:00)' }],
    ['on, ja', { enabled: true, until: '2026-12-14T05:00:00Z' }, 'ja', { kind: 'on', until: '2026/12/14 14:00:00 (UTC+09:00)' }],
    ['on without an end', { enabled: true, until: null }, 'en', { kind: 'on', until: '' }],
    ['off', { enabled: false, until: null }, 'en', { kind: 'off' }],
    ['off with a stale end', { enabled: false, until: '2026-12-01T00:00:00Z' }, 'en', { kind: 'off' }],
  ])('%s', (_name, data, language, expected) => {
    expect(grantState(data, language, JST)).toEqual(expected);
  });
});

describe('filterRows', () => {
  const rows = sessionRows(
    [
      session({
        id: 1,
        ticket: 'SR-1',
        reason: 'Quarantine check',
        writes: [{ at: '2026-12-07T01:03:00Z', call: 'PUT /uiserver/api/v1/account/theme' }],
      }),
      session({ id: 2, ticket: 'SR-2', supporter: 'Sam Support', reason: 'Delivery policy' }),
      session({
        id: 3,
        ticket: 'CASE-9',
        elevations: [{ at: '2026-12-07T01:02:00Z', until: '2026-12-07T01:05:00Z', reason: 'Release the mail' }],
      }),
    ],
    'en',
    0,
  );
  it.each<[string, string, number[]]>([
    ['a ticket', 'sr-2', [2]],
    ['a supporter', 'sam', [2]],
    ['a reason, whatever the case', 'QUARANTINE', [1, 3]],
    ['a call', 'account/theme', [1]],
    ['an elevation reason', 'release', [3]],
    ['every word must hold', 'sr delivery', [2]],
    ['nothing matches', 'nobody', []],
    ['spaces only: all', '   ', [1, 2, 3]],
  ])('%s', (_name, search, ids) => {
    expect(
      filterRows(rows, search)
        .map((row) => row.id)
        .sort(),
    ).toEqual(ids);
  });

  it('an empty search returns the same rows, not a copy', () => {
    expect(filterRows(rows, '')).toBe(rows);
  });
});
