/**
 * Stands in for rjsf's toPathSchema (vite.config.ts aliases `./toPathSchema.js`, imported only by
 * @rjsf/utils' schema index, here). Only omitExtraData calls it inside rjsf (replaced too, see
 * omit-extra-data-stub.ts); otherwise it is a schema utility for custom fields, which no theme of
 * the console calls (src/app/schema-forms.test.tsx checks).
 */
export default function toPathSchema(): never {
  throw new Error('toPathSchema is not supported by the console schema forms');
}
