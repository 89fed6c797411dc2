// Text the store cannot hold is refused at the door: a NUL character (PostgreSQL text cannot carry
// it) or a lone UTF-16 surrogate (no UTF-8 encoding) anywhere in the path, the query or the parsed
// body answers 400 in the route's own shape, before any handler or store query sees it.
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './reply';

// eslint-disable-next-line no-control-regex
const UNENCODABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in a parsed value (object keys included) is unencodable. */
export function hasUnencodableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNENCODABLE.test(value);
  if (!value || typeof value !== 'object' || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasUnencodableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => UNENCODABLE.test(k) || hasUnencodableText(v, depth + 1));
}

/** The decoded path; a malformed escape decodes to nothing the store would see. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function installInputCheck(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before the session hook and the handler.
  app.addHook('preValidation', async (request, reply) => {
    if (
      UNENCODABLE.test(decodedPath(request.url)) ||
      hasUnencodableText(request.params) ||
      hasUnencodableText(request.query) ||
      hasUnencodableText(request.body)
    ) {
      return sendFailure(request, reply, 400, 'request text contains characters that cannot be stored');
    }
  });
}
