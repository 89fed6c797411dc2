/**
 * The deployer's maintenance window (console-config.json's `maintenance`): read against its schema,
 * and where it stands at a given moment, and when that changes next. Pure: the banner hands the
 * clock in. Loaded with the banner, not the shell: the shell's read of the file only passes the
 * value on, unchecked (as it does for telemetry's settings).
 */
import type { MaintenanceConfig } from '../../generated/types/maintenance-config';
import validateMaintenance from '../../generated/validators/maintenance-config.js';

export type { MaintenanceConfig };

/** The window the file announces, or undefined when it announces none or one of another shape. */
export function readMaintenance(value: unknown): MaintenanceConfig | undefined {
  return value !== undefined && validateMaintenance(value) ? (value as MaintenanceConfig) : undefined;
}

/** `before`: announced, not begun; `during`: under way; `none`: over, or times that do not make a window. */
export type MaintenancePhase = 'before' | 'during' | 'none';

export interface MaintenanceStanding {
  readonly phase: MaintenancePhase;
  /** When the phase changes next (ms since 1970); null when it never will. */
  readonly changesAt: number | null;
}

/** The moment an ISO 8601 date-time names, or NaN; `Date.parse` would take 31 February for 3 March. */
function instant(text: string): number {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})T/.exec(text) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? Date.parse(text) : Number.NaN;
}

export function maintenanceStanding(window: MaintenanceConfig | undefined, now: number): MaintenanceStanding {
  if (window === undefined) return { phase: 'none', changesAt: null };
  const start = instant(window.start);
  const end = instant(window.end);
  // The schema checks the form only: a day that does not exist, or an end not after the start, is no window.
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start || now >= end) return { phase: 'none', changesAt: null };
  return now < start ? { phase: 'before', changesAt: start } : { phase: 'during', changesAt: end };
}

/** The deployer's text in the console's language; English for any other. */
export function maintenanceText(window: MaintenanceConfig, language: string | undefined): string {
  return language === 'ja' ? window.text.ja : window.text.en;
}
