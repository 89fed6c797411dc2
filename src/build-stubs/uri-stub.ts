/**
 * Stands in for fast-uri (vite.config.ts aliases `fast-uri` here), ~7 KiB gzipped on the sign-in
 * screen for rjsf's `$ref` lookups against an `$id` base, which no form of the console has
 * (src/app/schema-forms.test.tsx checks). Nothing else in the browser bundle loads fast-uri (ajv's runtime/uri
 * only serves validators that resolve `$id`s at run time; ours are precompiled). The two calls rjsf
 * makes are kept, with the WHATWG URL parser doing RFC 3986 resolution for absolute bases.
 */
function normalise(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

export function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // A relative base has nothing to resolve against: the reference stands for itself.
    return ref;
  }
}

export default { equal, resolve };
