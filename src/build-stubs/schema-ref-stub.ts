/**
 * Stands in for rjsf's findSchemaDefinition module (vite.config.ts aliases `./findSchemaDefinition.js`
 * and `../findSchemaDefinition.js`, imported only inside @rjsf/utils, here), and so keeps the `$ref`
 * lookup and jsonpointer (~1 KiB gzipped) off the sign-in screen. rjsf looks a definition up only for
 * a schema with `$ref`, and rewrites references only in a draft 2020-12 schema; no form of the
 * console has either (src/app/schema-forms.test.tsx checks). Should a `$ref` appear, rjsf gets the
 * error it throws for a reference it cannot resolve.
 */
import type { RJSFSchema } from '@rjsf/utils';

export default function findSchemaDefinition($ref?: string): never {
  throw new Error(`Could not find a definition for ${$ref}.`);
}

export const findSchemaDefinitionRecursive = findSchemaDefinition;

/** With no `$ref` anywhere there is nothing to make absolute. */
export function makeAllReferencesAbsolute(schema: RJSFSchema): RJSFSchema {
  return schema;
}

/** As rjsf has it: `object` without `key`, and the value at `key`. */
export function splitKeyElementFromObject(key: string, object: Record<string, unknown>): [Record<string, unknown>, unknown] {
  const { [key]: value, ...remaining } = object;
  return [remaining, value];
}
