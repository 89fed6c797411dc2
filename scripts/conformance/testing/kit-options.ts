/** The kit's options for its own tests: the demo accounts' password and the defaults of the command line. */
import { DEMO_PASSWORD } from '../../../server/data/demo-data';
import { DEFAULT_LEGACY_PATH, DEFAULT_SUPPORT_START, DEFAULT_TIMEOUT_MS, type KitOptions } from '../args';
import type { Outcome, Row } from '../report';

export function kitOptions(origin: string, user: string, more: Partial<KitOptions> = {}): KitOptions {
  return {
    origin,
    user,
    password: DEMO_PASSWORD,
    writes: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    loginCases: [],
    legacyPath: DEFAULT_LEGACY_PATH,
    waitExpiry: false,
    supportStart: DEFAULT_SUPPORT_START,
    waitSupportEnd: false,
    ...more,
  };
}

/** Everything --writes needs for the demo account "admin" (English, US region). */
export const ADMIN_WRITES: Partial<KitOptions> = {
  writes: true,
  language: 'en',
  timezone: 'Asia/Tokyo',
  loginCases: [
    { code: '301', user: 'redirect' },
    { code: '803', user: 'dirauth' },
  ],
};

/** Rows that did not pass, as `name: reason` lines (what a failing assertion should show). */
export function failures(rows: readonly Row[]): string[] {
  return rows.filter((row) => row.outcome === 'fail').map((row) => `${row.name}: ${row.reason}`);
}

export function outcomeOf(rows: readonly Row[], name: string): Outcome | 'absent' {
  return rows.find((row) => row.name === name)?.outcome ?? 'absent';
}

export function rowNamed(rows: readonly Row[], name: string): Row | undefined {
  return rows.find((row) => row.name === name);
}
