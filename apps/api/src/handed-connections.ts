import type net from 'node:net';

/** Messages between the cluster's primary and its workers: a connection handed over (with its socket), a worker ready to serve, one of its connections closed. */
export const WORKER_MESSAGES = { connection: 'tenuta:connection', ready: 'tenuta:ready', closed: 'tenuta:closed' } as const;

/**
 * A worker's side of runPrimary (cluster.ts): serve the connections the primary hands over on `server`
 * (which does not listen itself), and tell the primary when one closes and when it is ready.
 */
export function serveHandedConnections(server: net.Server): void {
  process.on('message', (message: unknown, socket?: net.Socket) => {
    if (message !== WORKER_MESSAGES.connection || !socket) return;
    socket.once('close', () => process.send?.(WORKER_MESSAGES.closed));
    server.emit('connection', socket);
    socket.resume();
  });
  process.send?.(WORKER_MESSAGES.ready);
}
