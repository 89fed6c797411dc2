/**
 * A framed page's own name for the action it asks a proof for (`label` of `reauth-required`,
 * contract.md: at most 80 characters, plain text, in the user's language). The page is not trusted
 * with the dialog: a label is shown only as text, and one that is not a short plain line (too long,
 * control characters, anything like markup) is dropped, so the dialog names the page instead. The
 * ask itself still counts.
 */
export const LABEL_MAX = 80;

const disguising = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
};

export function reauthLabel(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Runs of white space are one space: a label is one line.
  const text = value.replace(/\s+/g, ' ').trim();
  if (text === '' || [...text].length > LABEL_MAX) return null;
  // Control and bidirectional-override characters could disguise what the user reads.
  if ([...text].some(disguising)) return null;
  // Markup is never shown, not even as its source: a tag, a comment or an entity means the page sent
  // HTML where the contract asks for text.
  if (/<[a-zA-Z/!?]|&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);/.test(text)) return null;
  return text;
}
