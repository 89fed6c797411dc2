// Stopping with a request in flight: its reply goes out with `Connection: close`, so the socket ends
// with the reply instead of idling keep-alive and holding app.close() open. (Fastify itself closes
// idle sockets on close and answers requests that arrive afterwards with 503.)
import type { FastifyInstance } from 'fastify';

export function installGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
