/**
 * Stands in for rjsf's omitExtraData module (vite.config.ts aliases `./omitExtraData.js`, imported
 * only by @rjsf/utils' schema index, here) and so keeps ~1.3 KiB gzipped off the sign-in screen.
 * rjsf's Form strips data outside the schema only when its `omitExtraData` prop is true, which no
 * form of the console sets, and getUsedFormData / getFieldNames are deprecated Form methods nothing
 * calls (src/app/schema-forms.test.tsx checks both). isValueEmpty, exported beside them for other
 * helpers, is kept as rjsf has it.
 */
import isObject from '@rjsf/utils/lib/isObject.js';

function unsupported(): never {
  throw new Error('omitExtraData is not supported by the console schema forms: leave the Form prop unset');
}

export const getUsedFormData = unsupported;
export const getFieldNames = unsupported;

export function isValueEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) return Object.values(value as object).every(isValueEmpty);
  return false;
}

export default unsupported;
