// Reply helpers: one place decides how a call answers (XML envelope, JSON, page) so errors raised
// by shared hooks (401, 403, 400) come back in the same shape as the call's normal reply.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope, type XNode } from './xml';

/** How a route answers; hooks read it to shape their errors. */
export type ReplyKind = 'xml' | 'json' | 'image' | 'page';

declare module 'fastify' {
  interface FastifyContextConfig {
    kind?: ReplyKind;
    /** "required": 401 without a session; "optional": load it when present. */
    auth?: 'required' | 'optional';
    /**
     * "exempt": a POST browsers send on their own (CSP reports) carries no XSRF header.
     * "form-field": a page's form the browser posts itself (no script to add a header) may carry the
     * token in the form field `_xsrf` instead, as real server-rendered pages do (auth/session.ts).
     */
    xsrf?: 'exempt' | 'form-field';
  }
}

export function sendXml(
  reply: FastifyReply,
  errorcode: number,
  errorinfo: string,
  result: readonly XNode[] = [],
  status = 200,
): FastifyReply {
  return reply
    .code(status)
    .type('application/xml; charset=utf-8')
    .send(envelope(errorcode, errorinfo, result));
}

export function sendJson(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** An error in the shape of the route's kind: XML envelope or JSON {code, message}. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  code: number = status,
): FastifyReply {
  const kind = request.routeOptions.config?.kind;
  if (kind === 'xml') return sendXml(reply, code, message, [], status);
  if (kind === 'page') return reply.code(status).type('text/plain; charset=utf-8').send(`${status} ${message}`);
  return sendJson(reply, { code, message }, status);
}
