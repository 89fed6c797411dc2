import { describe, expect, it } from 'vitest';
import { cleanText, exitStatus, formatRow, formatSummary, NAME_WIDTH, REASON_MAX, tally, type Row } from './report';

describe('formatRow', () => {
  it.each<[Row, string]>([
    [{ outcome: 'pass', name: 'GET account/present', reason: 'HTTP 200' }, `PASS  ${'GET account/present'.padEnd(NAME_WIDTH)}  HTTP 200`],
    [
      { outcome: 'fail', name: 'POST login', reason: 'HTTP 500, expected 200' },
      `FAIL  ${'POST login'.padEnd(NAME_WIDTH)}  HTTP 500, expected 200`,
    ],
    [
      { outcome: 'skip', name: 'PUT notice/complete', reason: 'changes state' },
      `SKIP  ${'PUT notice/complete'.padEnd(NAME_WIDTH)}  changes state`,
    ],
    [{ outcome: 'pass', name: 'x', reason: '' }, 'PASS  x'],
  ])('%j', (row, line) => {
    expect(formatRow(row)).toBe(line);
  });

  it('a name longer than the column pushes its reason along, two spaces after', () => {
    const name = 'n'.repeat(NAME_WIDTH + 5);
    expect(formatRow({ outcome: 'pass', name, reason: 'ok' })).toBe(`PASS  ${name}  ok`);
  });

  it('a reason from a hostile server cannot reach the terminal as control characters or break the row', () => {
    const line = formatRow({ outcome: 'fail', name: 'GET x', reason: 'bad\u001b[2J\u001b[31mred\r\nFAKE PASS\u0007\u2028tail' });
    // eslint-disable-next-line no-control-regex -- the assertion is about control characters
    expect(line).not.toMatch(/[\u0000-\u001f\u007f\u2028]/);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('bad [2J [31mred FAKE PASS tail');
  });
});

describe('cleanText', () => {
  it.each([
    ['  spaced   out  ', 'spaced out'],
    ['tab\tand\nnewline', 'tab and newline'],
    ['\u0000\u0001', ''],
    ['日本語のまま', '日本語のまま'],
  ])('%j → %j', (text, clean) => {
    expect(cleanText(text)).toBe(clean);
  });

  it(`cuts a long text to ${REASON_MAX} characters with an ellipsis`, () => {
    const clean = cleanText('a'.repeat(REASON_MAX + 50));
    expect(clean).toHaveLength(REASON_MAX);
    expect(clean.endsWith('…')).toBe(true);
  });
});

describe('tally, summary and exit status', () => {
  const rows: Row[] = [
    { outcome: 'pass', name: 'a', reason: '' },
    { outcome: 'pass', name: 'b', reason: '' },
    { outcome: 'skip', name: 'c', reason: '' },
  ];

  it('no failed row: exit 0', () => {
    expect(tally(rows)).toEqual({ pass: 2, fail: 0, skip: 1 });
    expect(formatSummary(rows, 'http://h as admin')).toBe('2 passed, 0 failed, 1 skipped (http://h as admin): no check failed');
    expect(exitStatus(rows)).toBe(0);
  });

  it('one failed row among passes: exit 1', () => {
    const failed: Row[] = [...rows, { outcome: 'fail', name: 'd', reason: '' }];
    expect(formatSummary(failed, 't')).toBe('2 passed, 1 failed, 1 skipped (t): the server does not keep the contract');
    expect(exitStatus(failed)).toBe(1);
  });

  it('only skipped rows still exit 0: nothing failed', () => {
    expect(exitStatus([{ outcome: 'skip', name: 'x', reason: '' }])).toBe(0);
    expect(exitStatus([])).toBe(0);
  });
});
