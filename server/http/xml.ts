// XML envelope writer and request-body parser for the legacy (XML) calls.
// Text is always escaped by the writer, so callers can never inject markup through data.
import { XMLParser } from 'fast-xml-parser';

/** An element: text content (string/number/boolean → 0/1) or child elements, in order. */
export type XNode = { readonly name: string; readonly value: XValue };
export type XValue = string | number | boolean | null | readonly XNode[];

/** Builds an element; booleans become 0/1 as the contract asks, null an empty element. */
export function x(name: string, value: XValue = null): XNode {
  return { name, value };
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
// Characters XML 1.0 cannot carry at all, even escaped; dropping them keeps the document well-formed.
// eslint-disable-next-line no-control-regex
const INVALID_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function serialize(node: XNode): string {
  if (!NAME.test(node.name)) throw new Error(`invalid XML element name: ${node.name}`);
  const v = node.value;
  if (v === null || v === '') return `<${node.name}/>`;
  if (Array.isArray(v)) {
    const children = v as readonly XNode[];
    return children.length === 0 ? `<${node.name}/>` : `<${node.name}>${children.map(serialize).join('')}</${node.name}>`;
  }
  const text = typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
  return `<${node.name}>${escapeXml(text)}</${node.name}>`;
}

/** The contract's envelope: errorinfo (errorcode, errorinfo) and resultinfo. */
export function envelope(errorcode: number, errorinfo: string, resultinfo: readonly XNode[] = []): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    serialize(x('response', [x('errorinfo', [x('errorcode', errorcode), x('errorinfo', errorinfo)]), x('resultinfo', resultinfo)]))
  );
}

// Values stay strings (parseTagValue false): "00123" must not turn into 123.
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

export class XmlBodyError extends Error {}

/** Parses a request body. DOCTYPEs are refused outright: no entity expansion tricks. */
export function parseXmlBody(body: string): Record<string, unknown> {
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw new XmlBodyError('DOCTYPE is not allowed');
  try {
    const parsed: unknown = parser.parse(body, true);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch (err) {
    throw new XmlBodyError(err instanceof Error ? err.message : 'malformed XML');
  }
  throw new XmlBodyError('malformed XML');
}

/** Reads a text value at a path like ["notice", "notice_id"]; undefined when absent or not text. */
export function xmlText(doc: unknown, path: readonly string[]): string | undefined {
  let cur: unknown = doc;
  for (const key of path) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  if (typeof cur === 'string') return cur;
  if (typeof cur === 'number' || typeof cur === 'boolean') return String(cur);
  return undefined;
}
