/**
 * Stands in for rjsf's shallowAllOfMerge (vite.config.ts aliases `./shallowAllOfMerge.js`, imported
 * only by @rjsf/utils, here), and so keeps @x0k/json-schema-merge (~4 KiB gzipped) off the sign-in
 * screen. It runs only for a schema with `allOf`, which no form of the console has
 * (src/app/schema-forms.test.tsx checks); should one appear, rjsf catches this error, warns, and drops the allOf.
 */
export default function shallowAllOfMerge(): never {
  throw new Error('allOf is not supported by the console schema forms: merge the sub-schemas into the schema itself');
}
