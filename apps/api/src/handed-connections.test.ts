import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveHandedConnections, WORKER_MESSAGES } from './handed-connections.ts';

// A worker serves the connections its primary hands over (docs/decisions/0027).
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

/** An HTTP server served as a worker serves, and a port whose connections are handed to it as the primary hands them. */
async function worker(server: http.Server, told: string[] = []): Promise<number> {
  const stop = serveHandedConnections(server, (m) => told.push(m));
  const primary = net.createServer({ pauseOnConnect: true }, (socket) => process.emit('message', WORKER_MESSAGES.connection, socket));
  await new Promise<void>((resolve) => primary.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    stop,
    () => primary.close(),
    () => server.closeAllConnections(),
  );
  return (primary.address() as net.AddressInfo).port;
}

/** Sends `request` on a new connection and returns everything answered until the server closes it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (d) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a worker serving the connections handed to it', () => {
  it('answers their requests, and tells the primary it is ready and when a connection closes', async () => {
    const told: string[] = [];
    const port = await worker(
      http.createServer((_req, res) => res.end('served')),
      told,
    );
    const answer = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/served$/);
    await expect.poll(() => told).toEqual([WORKER_MESSAGES.ready, WORKER_MESSAGES.closed]);
  });

  it('applies the headers timeout to a client that never finishes its headers (408, closed)', async () => {
    const server = http.createServer({ connectionsCheckingInterval: 50, headersTimeout: 200, requestTimeout: 400 }, (_req, res) => res.end('served'));
    const port = await worker(server);
    // Without the server's connection tracking the connection would stay open and the test time out.
    expect(await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n')).toMatch(/^HTTP\/1\.1 408/);
  });
});
