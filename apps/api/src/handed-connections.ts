import type net from 'node:net';

/** Messages between the cluster's primary and its workers: a connection handed over (with its socket), a worker ready to serve, one of its connections closed. */
export const WORKER_MESSAGES = { connection: 'tenuta:connection', ready: 'tenuta:ready', closed: 'tenuta:closed' } as const;

/**
 * A worker's side of runPrimary (cluster.ts): serve the connections the primary hands over on
 * `server` (which does not listen itself), and tell the primary when one closes and when it is
 * ready (`tell`: to the primary). Returns a function that stops taking connections.
 */
export function serveHandedConnections(server: net.Server, tell: (message: string) => void = (m) => process.send?.(m)): () => void {
  // Node tracks an HTTP server's connections from its 'listening' event on: without it the
  // headers and request timeouts (slow clients) and the closing of idle connections on shutdown
  // would never apply to the connections handed over.
  server.emit('listening');
  const take = (message: unknown, socket?: net.Socket) => {
    if (message !== WORKER_MESSAGES.connection || !socket) return;
    socket.once('close', () => tell(WORKER_MESSAGES.closed));
    server.emit('connection', socket);
    socket.resume();
  };
  process.on('message', take);
  tell(WORKER_MESSAGES.ready);
  return () => void process.off('message', take);
}
