// Live streams (server-sent events) never end by themselves, so Fastify's close, which waits for
// every open request, waited for them forever. On close their connections are cut before the
// server stops: the clients' EventSource reconnects, through the load balancer, to another
// process; the other requests in flight still finish (DESIGN.md "Processes").
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function cutLiveStreamsOnClose(app: FastifyInstance): void {
  const streams = new Set<Socket>();
  app.addHook('onRequest', async (req) => {
    if (!req.headers.accept?.includes('text/event-stream')) return;
    const socket = req.raw.socket;
    streams.add(socket);
    socket.once('close', () => streams.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of streams) socket.destroy();
  });
}
