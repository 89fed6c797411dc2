/**
 * What a tab decides about the console's version: the version it runs (named in the page it loaded)
 * against the version deployed now (/version.json beside the console, schemas/version-file.schema.json).
 *
 * A lazily loaded part that fails to load is either a network failure or a deployment that replaced
 * the console's files under the open tab. Only the version file can tell them apart, and only when
 * it names a version: a file that is missing, unreachable or not of its shape proves nothing, so the
 * tab keeps saying what it says about a network failure.
 */
import type { VersionFile } from '../../generated/types/version-file';
import validateVersionFile from '../../generated/validators/version-file.js';
import { versionMetaContent } from './running-version';

export const VERSION_FILE_URL = '/version.json';
/** A tab that becomes visible looks at the version file again at most this often. */
export const VISIBLE_CHECK_INTERVAL_MS = 5 * 60_000;

/** What the tab got when it asked for the version file: a reply, or null when the request failed. */
export type VersionFileReply = { readonly status: number; readonly body: string } | null;

export type VersionReading =
  { readonly kind: 'version'; readonly version: string } | { readonly kind: 'unreadable'; readonly reason: string };

/** The version a reply names, or why it names none. */
export function readVersionFile(reply: VersionFileReply): VersionReading {
  if (reply === null) return { kind: 'unreadable', reason: 'unreachable' };
  if (reply.status < 200 || reply.status > 299) return { kind: 'unreadable', reason: `status ${reply.status}` };
  let data: unknown;
  try {
    data = JSON.parse(reply.body);
  } catch {
    // An HTML fallback page, a truncated file, anything that is not JSON.
    return { kind: 'unreadable', reason: 'not JSON' };
  }
  if (!validateVersionFile(data)) return { kind: 'unreadable', reason: 'not a version file' };
  return { kind: 'version', version: (data as VersionFile).version };
}

/**
 * - `new-version`: another version is deployed; reloading loads it.
 * - `same-version`: the tab runs what is deployed, so a failed load was the network.
 * - `unknown`: nothing to compare (no version file, or a page built without a version).
 */
export type VersionVerdict = 'new-version' | 'same-version' | 'unknown';

export function compareVersions(running: string | null, reading: VersionReading): VersionVerdict {
  if (running === null || reading.kind !== 'version') return 'unknown';
  return reading.version === running ? 'same-version' : 'new-version';
}

/**
 * Whether a tab that just became visible looks at the version file: when it has not looked yet, when
 * it last looked `interval` or more ago, or when the clock went back past the last look.
 */
export function visibleCheckDue(lastCheckedAt: number | null, now: number, interval = VISIBLE_CHECK_INTERVAL_MS): boolean {
  return lastCheckedAt === null || now - lastCheckedAt >= interval || now < lastCheckedAt;
}

/** The version the page names in its meta element, or null (a development server's page names none). */
export function runningVersion(page: Pick<Document, 'querySelector'>): string | null {
  const content = versionMetaContent(page);
  return content !== null && validateVersionFile({ version: content }) ? content : null;
}

/**
 * The tab's watch over the deployed version as a machine (run by engine/machines/machine-host.ts;
 * version-runtime.ts reads the file). One read at a time: failures come in bursts (a dialog and its
 * style sheet) and share it. Once another version is found, nothing more is read until the reload.
 */
export interface VersionWatchState {
  /** The version deployed instead of the tab's, once known; else null. */
  readonly found: string | null;
  readonly lastCheckedAt: number | null;
  /** A read of the version file is under way. */
  readonly reading: boolean;
}

export type VersionWatchEvent =
  /** Look now: a lazily loaded part failed to load, or another tab says it found a new version. */
  | { readonly type: 'check'; readonly now: number }
  /** The tab became visible: look when the last look is a while ago. */
  | { readonly type: 'shown'; readonly now: number }
  /** The file was read. */
  | { readonly type: 'read'; readonly reply: VersionFileReply };

export type VersionWatchEffect = { readonly type: 'read-file' };

export const VERSION_WATCH_START: VersionWatchState = { found: null, lastCheckedAt: null, reading: false };

/** The watch's transition for a tab running `running` (null: a page naming no version, where nothing is ever new). */
export function versionTransition(running: string | null) {
  return (
    state: VersionWatchState,
    event: VersionWatchEvent,
  ): { readonly state: VersionWatchState; readonly effects: readonly VersionWatchEffect[] } => {
    const look = event.type === 'check' || (event.type === 'shown' && visibleCheckDue(state.lastCheckedAt, event.now));
    if (event.type !== 'read') {
      if (!look || state.found !== null || state.reading || running === null) return { state, effects: [] };
      return { state: { ...state, reading: true, lastCheckedAt: event.now }, effects: [{ type: 'read-file' }] };
    }
    const reading = readVersionFile(event.reply);
    const found = compareVersions(running, reading) === 'new-version' && reading.kind === 'version' ? reading.version : null;
    return { state: { ...state, reading: false, found: state.found ?? found }, effects: [] };
  };
}
