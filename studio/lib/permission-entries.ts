/**
 * A route's permission entries as the manifest takes them: `NAME` (any action) or `NAME:action`,
 * the actions read from the schema's own pattern (the one source of the form), so the studio offers
 * exactly what the manifest check accepts. An entry the catalogue does not name is still an entry:
 * shown and removable, never hidden.
 */
import manifestSchema from '../../schemas/route-manifest.schema.json';

const PATTERN = (manifestSchema.definitions.Permission as { pattern: string }).pattern;

/** The actions an entry may name, in the schema's order. */
export const PERMISSION_ACTIONS: readonly string[] = /\(:\(([^)]+)\)\)/.exec(PATTERN)?.[1]?.split('|') ?? [];

export function entryName(entry: string): string {
  return entry.split(':')[0] ?? entry;
}

/** The action an entry names, or null for any action. */
export function entryAction(entry: string): string | null {
  const at = entry.indexOf(':');
  return at < 0 ? null : entry.slice(at + 1);
}

/** Ticks or unticks a catalogue name: ticked adds `NAME` (unless an entry of it is there); unticked removes every entry of it. */
export function toggleName(chosen: readonly string[], name: string, on: boolean): string[] {
  if (!on) return chosen.filter((entry) => entryName(entry) !== name);
  return chosen.some((entry) => entryName(entry) === name) ? [...chosen] : [...chosen, name];
}

/** Sets the action of the entry at `index` (null: any action); an entry it would repeat is not kept twice (the schema's uniqueItems). */
export function setAction(chosen: readonly string[], index: number, action: string | null): string[] {
  const entry = chosen[index];
  if (entry === undefined) return [...chosen];
  const next = action === null ? entryName(entry) : `${entryName(entry)}:${action}`;
  return chosen.flatMap((item, at) => (at === index ? [next] : item === next ? [] : [item]));
}
