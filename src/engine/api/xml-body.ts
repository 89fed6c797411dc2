/**
 * Request bodies of the legacy XML calls (PUT notice/complete, PUT adminui/resetlocale). Text is
 * always escaped, so a value can never add elements of its own.
 */
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Characters XML 1.0 cannot carry at all; dropping them keeps the document well-formed.
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXmlText(text: string): string {
  return text.replace(INVALID, '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export type XmlBody = string | readonly [name: string, value: XmlBody][];

/** `xmlElement('notice', [['notice_id', 'n-1']])` → `<notice><notice_id>n-1</notice_id></notice>`. */
export function xmlElement(name: string, value: XmlBody): string {
  const inner = typeof value === 'string' ? escapeXmlText(value) : value.map(([child, text]) => xmlElement(child, text)).join('');
  return `<${name}>${inner}</${name}>`;
}

export const XML_HEADERS = { 'Content-Type': 'application/xml' } as const;
