/**
 * Where a permission's plain name lives: in each translation file, under one key per catalogue
 * entry (`manifests/permissions.json`), so product staff name a permission where they word a label.
 * The manifest check refuses a catalogue entry without a name in every language.
 */
export const PERMISSION_NAMES_KEY = 'permissionName';

/** The translation key of a permission entry's name; an action (`QUARANTINE:read`) is named by its permission. */
export function permissionNameKey(entry: string): string {
  return `${PERMISSION_NAMES_KEY}.${permissionOf(entry)}`;
}

/** The permission of an entry, without its action: the code a refusal shows beside the name. */
export function permissionOf(entry: string): string {
  const name = entry.split(':')[0] ?? entry;
  return name === '*' ? 'ALL' : name;
}
