/**
 * Decodes the UI-server's XML replies into plain objects whose every value is a string, with a strict
 * reader of its own: it checks that a document is well formed and reads only what a reply can hold
 * (elements, attributes, text, character references, CDATA, comments, processing instructions).
 *
 * Entity policy: the five predefined XML escapes and numeric character references decode, because
 * servers escape text with them (`R&amp;D` must reach the console as `R&D`); any other reference stays
 * as written. A DOCTYPE is refused: the contract's envelope never has one, and refusing it keeps every
 * entity declaration (billion laughs, external entities) from being read at all, so nothing declared
 * in a reply can ever expand.
 *
 * The decoded shape: an element with only text is its trimmed text (`""` when empty), an element with
 * children is an object keyed by child name, a repeated child is an array, and text beside children
 * sits under `#text`. CDATA is kept verbatim; attributes are checked for form and then ignored (no
 * reply carries data in them).
 */
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

/** An element as read: its name, its child elements and its own text. */
interface XmlElement {
  readonly name: string;
  readonly children: readonly XmlElement[];
  /** Each run of text between two child elements, decoded and trimmed; blank runs are left out. */
  readonly text: readonly string[];
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// One pass over the text, so `&amp;lt;` becomes `&lt;` and is not decoded a second time.
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;

function fromCodePoint(code: number, original: string): string {
  const allowed = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return allowed ? String.fromCodePoint(code) : original;
}

/** Decodes the predefined escapes and numeric references; an unknown or invalid one is left as written. */
export function decodeReferences(text: string): string {
  return text.replace(REFERENCE, (whole, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
    if (name !== undefined) return PREDEFINED[name] ?? whole;
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10), whole);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), whole);
    return whole;
  });
}

// The XML 1.0 Name production. Its ranges include combining marks and joiners, which the linter
// mistakes for characters combined inside the class.
const START_CHARS =
  'A-Za-z_:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
// eslint-disable-next-line no-misleading-character-class
const NAME = new RegExp(`[${START_CHARS}][${START_CHARS}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*`, 'y');
// A bare `&` is not well formed; a reference must be complete, whether or not it is one we decode.
const REFERENCE_FORM = /&(?:[A-Za-z_:][\w.:-]*|#[0-9]+|#x[0-9a-fA-F]+);/y;
const SPACE = /[ \t\r\n]*/y;

// Element names that would reach Object.prototype when used as keys of the decoded value.
const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

// Deeper than any reply; the limit keeps a hostile document from exhausting the stack.
const MAX_DEPTH = 100;

class Refusal {
  constructor(
    readonly reason: 'malformed' | 'doctype',
    readonly message: string,
    readonly at: number,
  ) {}
}

function lineAndColumn(text: string, at: number): string {
  const before = text.slice(0, at).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

function createReader(text: string) {
  let pos = 0;

  const malformed = (message: string, at = pos) => new Refusal('malformed', message, at);
  const startsWith = (token: string) => text.startsWith(token, pos);

  function match(pattern: RegExp): string {
    pattern.lastIndex = pos;
    const found = pattern.exec(text)?.[0] ?? '';
    pos += found.length;
    return found;
  }

  function expect(token: string, what: string): void {
    if (!startsWith(token)) throw malformed(`expected ${what}`);
    pos += token.length;
  }

  function name(what: string): string {
    const found = match(NAME);
    if (found === '') throw malformed(`expected ${what}`);
    return found;
  }

  function skipPast(end: string, what: string): string {
    const close = text.indexOf(end, pos);
    if (close < 0) throw malformed(`${what} is not closed`);
    const inside = text.slice(pos, close);
    pos = close + end.length;
    return inside;
  }

  function checkReferences(run: string, at: number): void {
    for (let amp = run.indexOf('&'); amp >= 0; amp = run.indexOf('&', amp + 1)) {
      REFERENCE_FORM.lastIndex = amp;
      if (!REFERENCE_FORM.test(run)) throw malformed("'&' does not start a character or entity reference", at + amp);
    }
  }

  /** Comments, processing instructions and white space; what may stand outside the root element. */
  function skipMisc(): void {
    for (;;) {
      match(SPACE);
      if (startsWith('<!--')) {
        pos += 4;
        skipPast('-->', 'a comment');
      } else if (startsWith('<!DOCTYPE')) {
        throw new Refusal('doctype', 'a DOCTYPE is not accepted', pos);
      } else if (startsWith('<?')) {
        instruction();
      } else return;
    }
  }

  function instruction(): void {
    const at = pos;
    pos += 2;
    const target = name('a processing instruction target');
    // The XML declaration may only open the document.
    if (target.toLowerCase() === 'xml' && at !== (text.startsWith('\uFEFF') ? 1 : 0)) {
      throw malformed('the XML declaration is allowed only at the start of the document', at);
    }
    skipPast('?>', 'a processing instruction');
  }

  function attributes(): boolean {
    const seen = new Set<string>();
    for (;;) {
      const spaced = match(SPACE) !== '';
      if (startsWith('/>')) {
        pos += 2;
        return true;
      }
      if (startsWith('>')) {
        pos += 1;
        return false;
      }
      if (!spaced) throw malformed('expected white space, > or />');
      const at = pos;
      const attribute = name('an attribute name');
      if (seen.has(attribute)) throw malformed(`attribute ${attribute} is repeated`, at);
      seen.add(attribute);
      match(SPACE);
      expect('=', `= after attribute ${attribute}`);
      match(SPACE);
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") throw malformed(`the value of attribute ${attribute} is not quoted`);
      pos += 1;
      const valueAt = pos;
      const value = skipPast(quote, `the value of attribute ${attribute}`);
      if (value.includes('<')) throw malformed(`the value of attribute ${attribute} contains <`, valueAt);
      checkReferences(value, valueAt);
    }
  }

  function element(depth: number): XmlElement {
    if (depth > MAX_DEPTH) throw malformed(`elements are nested more than ${MAX_DEPTH} deep`);
    const at = pos;
    expect('<', 'an element');
    const tag = name('an element name');
    if (UNSAFE_NAMES.has(tag)) throw malformed(`the element name ${tag} is not accepted`, at);
    const children: XmlElement[] = [];
    const own: string[] = [];
    if (attributes()) return { name: tag, children, text: own };

    let pending = '';
    const flush = () => {
      const trimmed = pending.trim();
      if (trimmed !== '') own.push(trimmed);
      pending = '';
    };
    for (;;) {
      if (pos >= text.length) throw malformed(`<${tag}> is not closed`, at);
      if (startsWith('</')) {
        const closeAt = pos;
        pos += 2;
        const closing = name('an element name after </');
        match(SPACE);
        expect('>', `> to close </${closing}`);
        if (closing !== tag) throw malformed(`</${closing}> closes <${tag}>`, closeAt);
        flush();
        return { name: tag, children, text: own };
      }
      if (startsWith('<!--')) {
        pos += 4;
        skipPast('-->', 'a comment');
      } else if (startsWith('<![CDATA[')) {
        pos += 9;
        pending += skipPast(']]>', 'a CDATA section');
      } else if (startsWith('<!DOCTYPE')) {
        throw new Refusal('doctype', 'a DOCTYPE is not accepted', pos);
      } else if (startsWith('<?')) {
        instruction();
      } else if (startsWith('<')) {
        flush();
        children.push(element(depth + 1));
      } else {
        const runAt = pos;
        const next = text.indexOf('<', pos);
        const run = text.slice(pos, next < 0 ? text.length : next);
        checkReferences(run, runAt);
        pending += decodeReferences(run);
        pos += run.length;
      }
    }
  }

  function document(): XmlElement {
    if (startsWith('\uFEFF')) pos += 1;
    skipMisc();
    if (pos >= text.length) throw malformed('the document has no root element');
    if (!startsWith('<')) throw malformed('text outside the root element');
    const root = element(0);
    skipMisc();
    if (pos < text.length) throw malformed('content after the root element');
    return root;
  }

  return { document };
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

// The reader renders an empty element as "", and a list with no items not at all; the hints restore
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

function read(text: string): { ok: true; root: XmlElement } | { ok: false; error: XmlDecodeError } {
  try {
    return { ok: true, root: createReader(text).document() };
  } catch (error) {
    if (!(error instanceof Refusal)) return { ok: false, error: { reason: 'malformed', detail: 'unreadable XML' } };
    const detail = error.reason === 'doctype' ? error.message : `${error.message} (${lineAndColumn(text, error.at)})`;
    return { ok: false, error: { reason: error.reason, detail } };
  }
}

/** An element as a value; `path` is its dotted element path from the root, as the hints name it. */
function valueOf(element: XmlElement, path: string, arrays: ReadonlySet<string>): unknown {
  if (element.children.length === 0) return element.text.join('');
  const value: Record<string, unknown> = {};
  if (element.text.length > 0) value['#text'] = element.text.join('');
  for (const child of element.children) {
    const childPath = `${path}.${child.name}`;
    const childValue = valueOf(child, childPath, arrays);
    // A value is never an array of its own, so an array here is a list this loop started.
    const existing = Object.hasOwn(value, child.name) ? value[child.name] : undefined;
    if (Array.isArray(existing)) existing.push(childValue);
    else if (existing !== undefined) value[child.name] = [existing, childValue];
    else value[child.name] = arrays.has(childPath) ? [childValue] : childValue;
  }
  return value;
}

export function decodeXml(text: string, hints: XmlShapeHints = {}): XmlDecoded {
  if (text.trim() === '') return { ok: false, error: { reason: 'empty', detail: 'the reply has no body' } };
  const document = read(text);
  if (!document.ok) return document;
  const { root } = document;
  const value: Record<string, unknown> = { [root.name]: valueOf(root, root.name, new Set(hints.arrays ?? [])) };
  applyHints(value, hints);
  return { ok: true, value };
}
