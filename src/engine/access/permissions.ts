/**
 * Permission entries and their action masks (read 1, create 2, update 4, delete 8, view 16, download 32). An entry is NAME or NAME:action; `*` and `ALL`
 * grant every ordinary permission; masks add up per name.
 */

export const ACTION_MASKS = {
  read: 1,
  create: 2,
  update: 4,
  delete: 8,
  write: 14,
  view: 16,
  download: 32,
} as const;

export type PermissionAction = keyof typeof ACTION_MASKS;

export const ALL_MASK = 63;

/** The key under which `*` and `ALL` are kept in a permission map. */
export const ALL = 'ALL';

/**
 * Special permissions describe what an account is, not what it may do, so `ALL` never implies
 * them: an administrator holding ALL is not thereby inbound-only or a partner.
 */
export const SPECIAL_PERMISSIONS = [
  'SU_ADMIN_ACCOUNT',
  'LMP_ACCOUNT',
  'CLP_ACCOUNT',
  'INBOUND_SCAN_ONLY',
  'SU_ASSUME_AS_LOWLEVEL',
] as const;

export type PermissionMap = Record<string, number>;

export interface PermissionEntry {
  name: string;
  mask: number;
}

const ENTRY = /^([A-Z][A-Z0-9_]*)(?::([a-z]+))?$/;

/** Parses one entry; an entry of unknown form or action yields null rather than a guess. */
export function parsePermission(entry: string): PermissionEntry | null {
  const trimmed = entry.trim();
  if (trimmed === '*' || trimmed === ALL) return { name: ALL, mask: ALL_MASK };
  const match = ENTRY.exec(trimmed);
  if (!match) return null;
  const [, name, action] = match;
  if (!name) return null;
  if (action === undefined) return { name, mask: ALL_MASK };
  if (!Object.hasOwn(ACTION_MASKS, action)) return null;
  return { name, mask: ACTION_MASKS[action as PermissionAction] };
}

export function toPermissionMap(entries: readonly string[]): PermissionMap {
  const map: PermissionMap = {};
  for (const entry of entries) {
    const parsed = parsePermission(entry);
    if (parsed) map[parsed.name] = (map[parsed.name] ?? 0) | parsed.mask;
  }
  return map;
}

function isSpecial(name: string): boolean {
  return (SPECIAL_PERMISSIONS as readonly string[]).includes(name);
}

/** Holds the user the required entry? A bare required name is met by any action on it. */
export function hasPermission(map: PermissionMap, required: string): boolean {
  const parsed = parsePermission(required);
  if (!parsed) return false;
  if (parsed.name === ALL) return (map[ALL] ?? 0) === ALL_MASK;
  if (!isSpecial(parsed.name) && (map[ALL] ?? 0) === ALL_MASK) return true;
  const held = map[parsed.name] ?? 0;
  const bare = !required.includes(':');
  return bare ? held !== 0 : (held & parsed.mask) === parsed.mask;
}

/** A route's permission list is met when the user holds at least one entry of it. */
export function hasAnyPermission(map: PermissionMap, required: readonly string[]): boolean {
  return required.some((entry) => hasPermission(map, entry));
}
