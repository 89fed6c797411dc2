/**
 * Decodes the UI-server's XML replies into plain objects whose every value is a string.
 *
 * Entity policy: the five predefined XML escapes and numeric character references decode, because
 * servers escape text with them (`R&amp;D` must reach the console as `R&D`). A DOCTYPE is refused:
 * the contract's envelope never has one, and refusing it keeps every entity declaration (billion
 * laughs, external entities) from being read at all. As a second wall, our own entity decoder
 * ignores whatever entities the parser may collect from a DTD, so nothing declared in a reply can
 * ever expand.
 */
import { XMLParser, XMLValidator, type EntityDecoderOptions, type X2jOptions } from 'fast-xml-parser';

export interface XmlShapeHints {
  /** Element paths (`response.resultinfo.perms.perm`) that are lists: arrays with 0, 1 or n items. */
  readonly arrays?: readonly string[];
  /** Element paths that are containers: an empty element becomes `{}` rather than `""`. */
  readonly objects?: readonly string[];
}

export type XmlDecodeError =
  | { readonly reason: 'empty'; readonly detail: string }
  | { readonly reason: 'malformed'; readonly detail: string }
  | { readonly reason: 'doctype'; readonly detail: string };

export type XmlDecoded =
  { readonly ok: true; readonly value: Record<string, unknown> } | { readonly ok: false; readonly error: XmlDecodeError };

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// One pass over the text, so `&amp;lt;` becomes `&lt;` and is not decoded a second time.
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;

function fromCodePoint(code: number, original: string): string {
  const allowed = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return allowed ? String.fromCodePoint(code) : original;
}

export function decodeReferences(text: string): string {
  return text.replace(REFERENCE, (whole, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
    if (name !== undefined) return PREDEFINED[name] ?? whole;
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10), whole);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), whole);
    return whole;
  });
}

/** A decoder per parse: it notes a DOCTYPE (the parser hands it the DTD's entities) and never uses them. */
function createEntityDecoder(): EntityDecoderOptions & { sawDoctype: () => boolean } {
  let doctype = false;
  return {
    setExternalEntities: () => undefined,
    addInputEntities: () => {
      doctype = true;
    },
    reset: () => {
      doctype = false;
    },
    setXmlVersion: () => undefined,
    decode: decodeReferences,
    sawDoctype: () => doctype,
  };
}

function parserOptions(decoder: EntityDecoderOptions, arrays: ReadonlySet<string>): X2jOptions {
  return {
    ignoreAttributes: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // Values stay text: a company named 00123 or a GUID must reach the console unchanged.
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    // Must be on for `entityDecoder` to be called; the decoder above limits it to the predefined five.
    processEntities: true,
    htmlEntities: false,
    entityDecoder: decoder,
    isArray: (_name, jPath) => typeof jPath === 'string' && arrays.has(jPath),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The container at `path`, or undefined when the path does not lead through objects. */
function containerAt(root: Record<string, unknown>, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const key of path) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return isRecord(node) ? node : undefined;
}

// The parser renders an empty element as "", and a list with no items not at all; the hints restore
// the shape the schema expects so that "empty" is not mistaken for "wrong".
function applyHints(root: Record<string, unknown>, hints: XmlShapeHints): void {
  for (const path of hints.objects ?? []) {
    const keys = path.split('.');
    const last = keys.pop();
    const parent = containerAt(root, keys);
    if (last !== undefined && parent && parent[last] === '') parent[last] = {};
  }
  for (const path of hints.arrays ?? []) {
    const keys = path.split('.');
    const last = keys.pop();
    const holderKey = keys.pop();
    if (last === undefined || holderKey === undefined) continue;
    const grandparent = containerAt(root, keys);
    if (!grandparent || !Object.hasOwn(grandparent, holderKey)) continue;
    if (grandparent[holderKey] === '') grandparent[holderKey] = {};
    const holder = grandparent[holderKey];
    if (isRecord(holder) && !Object.hasOwn(holder, last)) holder[last] = [];
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'unreadable XML';
}

export function decodeXml(text: string, hints: XmlShapeHints = {}): XmlDecoded {
  if (text.trim() === '') return { ok: false, error: { reason: 'empty', detail: 'the reply has no body' } };

  // The parser accepts broken documents silently; the validator is what tells us they are broken.
  let verdict: ReturnType<typeof XMLValidator.validate>;
  try {
    verdict = XMLValidator.validate(text);
  } catch (error) {
    return { ok: false, error: { reason: 'malformed', detail: describe(error) } };
  }
  if (verdict !== true) {
    const { msg, line, col } = verdict.err;
    return { ok: false, error: { reason: 'malformed', detail: `${msg} (line ${line}, column ${col})` } };
  }

  const decoder = createEntityDecoder();
  const arrays = new Set(hints.arrays ?? []);
  let parsed: unknown;
  try {
    parsed = new XMLParser(parserOptions(decoder, arrays)).parse(text);
  } catch (error) {
    return { ok: false, error: { reason: 'malformed', detail: describe(error) } };
  }
  if (decoder.sawDoctype()) return { ok: false, error: { reason: 'doctype', detail: 'a DOCTYPE is not accepted' } };
  if (!isRecord(parsed)) return { ok: false, error: { reason: 'malformed', detail: 'no root element' } };

  applyHints(parsed, hints);
  return { ok: true, value: parsed };
}
