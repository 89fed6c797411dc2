/**
 * Whether a path is `base` itself or lies below it, whole segments only: `/logs/audit-log` is under
 * `/logs`, `/logs-archive` is not. Paths compare as written (no case folding, no decoding): the caller
 * passes both in the same form, with or without the leading slash.
 */
export function isPathUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}
