/** A JSON schema's notes, left out of the code that ships (scripts/build/generate.ts). */

/** Keywords whose values are data, not schemas: copied as they are. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
/** Keywords whose values map names (a property's, a definition's) to schemas. */
const NAMED_SCHEMAS = new Set(['properties', 'definitions', '$defs', 'patternProperties', 'dependencies']);

/**
 * The schema without its notes (`description`, `$comment`), for the validators only: ajv's standalone
 * code carries the schema object where it refers to it, notes and all, into the browser's bundle (the
 * tabs' messages' validator loads before the menu paints). The types keep the notes as their comments.
 */
export function withoutNotes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNotes);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' || key === '$comment') continue;
    if (DATA_KEYWORDS.has(key)) out[key] = value;
    else if (NAMED_SCHEMAS.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, withoutNotes(schema)]));
    else out[key] = withoutNotes(value);
  }
  return out;
}
