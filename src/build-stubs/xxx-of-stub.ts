/**
 * Stands in for rjsf's getClosestMatchingOption and getFirstMatchingOption modules (vite.config.ts
 * aliases `./getClosestMatchingOption.js` and `./getFirstMatchingOption.js`, imported only inside
 * @rjsf/utils, here), and so keeps the option scoring (~1 KiB gzipped) off the sign-in screen.
 * rjsf picks an option only for a schema with `oneOf` or `anyOf`, which no form of the console has
 * (src/app/schema-forms.test.tsx checks), and the core registry draws no oneOf / anyOf field.
 */
export default function unsupported(): never {
  throw new Error('oneOf and anyOf are not supported by the console schema forms: give the field one schema');
}
