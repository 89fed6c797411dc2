/**
 * Stands in for is-unsafe (vite.config.ts aliases `is-unsafe` here): about 6 KiB gzipped of
 * injection patterns for HTML, SQL, shell and more, on the path to the signed-in menu because
 * fast-xml-parser imports it. The parser consults it only to vet the entities a DTD declares, and
 * only when no `entityDecoder` is given; decodeXml (src/engine/api/xml.ts) always gives its own
 * decoder, which never expands a declared entity (src/engine/api/xml-parser-premises.test.ts checks
 * both facts against the installed parser). Should the parser ever reach it, every value counts as
 * unsafe: the entity is blocked.
 */
export const HTML = Object.freeze({ label: 'HTML' });
export const XML = Object.freeze({ label: 'XML' });

export function isUnsafe(): boolean {
  return true;
}
