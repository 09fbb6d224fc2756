import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import os from 'node:os';
import type { Config } from './config.ts';
import { WORKER_MESSAGES } from './handed-connections.ts';
import { createLogger } from './logger.ts';
import { prepareDatabase } from './server.ts';

/** The environment variable that hands the prepared database to the worker processes. */
export const WORKER_DATABASE_ENV = 'TENUTA_WORKER_DATABASE_URL';

/** How many API processes serve this machine: WEB_CONCURRENCY, or one per core. */
export function processCount(config: Pick<Config, 'WEB_CONCURRENCY'>): number {
  return config.WEB_CONCURRENCY ?? os.availableParallelism();
}

/** A worker that stops this often within a minute is not restarted again: the primary stops. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * The worker a new connection goes to: the one with the fewest open connections (`open`: per
 * worker id ready to serve), the first from position `turn` among equals, so that equals take
 * turns. Undefined when no worker is ready.
 */
export function leastConnections(open: ReadonlyMap<number, number>, turn: number): number | undefined {
  const ids = [...open.keys()];
  let best: number | undefined;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[(turn + i) % ids.length]!;
    if (best === undefined || open.get(id)! < open.get(best)!) best = id;
  }
  return best;
}

/**
 * The primary of several API processes on one machine (docs/decisions/0027): it starts
 * PostgreSQL (embedded unless DATABASE_URL), migrates and seeds ONCE, then forks `count`
 * workers. Each worker is a whole API process: its own pool, job runner, availability cache and
 * seats_changed listener; nothing is shared in memory. The primary listens on the port itself
 * and hands each new connection to the worker with the fewest open connections (the next in
 * turn among equals), so the connections, and with them the requests in flight, are spread
 * evenly (node:cluster's own hand-over gives each connection to whichever worker answers
 * first, which splits a burst of connections very unevenly). A worker that stops is replaced;
 * SIGINT/SIGTERM stops the workers gracefully, then PostgreSQL.
 */
export async function runPrimary(config: Config, count: number): Promise<void> {
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger, { processes: count });
  const env = { [WORKER_DATABASE_ENV]: database.url };
  let stopping = false;
  let started = false;
  let restarts: number[] = [];
  // Open connections per worker ready to serve.
  const open = new Map<number, number>();
  let turn = 0;

  const pick = (): Worker | undefined => {
    const id = leastConnections(open, turn++);
    return id === undefined ? undefined : cluster.workers?.[id];
  };
  const balancer = net.createServer({ pauseOnConnect: true }, (socket) => {
    const worker = pick();
    if (!worker) return socket.destroy();
    open.set(worker.id, (open.get(worker.id) ?? 0) + 1);
    worker.send(WORKER_MESSAGES.connection, socket, (err: Error | null) => {
      if (err) socket.destroy();
    });
  });

  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}: stopping ${count} API processes`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    balancer.close();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await database.embedded?.stop();
    process.exit(code);
  };

  balancer.on('error', (err) => {
    logger.error({ err: { message: err.message } }, 'cannot listen');
    void stop('listen failed', 1);
  });
  cluster.on('message', (worker, message) => {
    if (message === WORKER_MESSAGES.closed) {
      const n = open.get(worker.id);
      if (n !== undefined) open.set(worker.id, Math.max(0, n - 1));
    } else if (message === WORKER_MESSAGES.ready) {
      open.set(worker.id, 0);
      if (!started && open.size === count) {
        started = true;
        balancer.listen(config.PORT, config.HOST, () => logger.info(`Tenuta is running at ${config.publicUrl} (${count} API processes)`));
      }
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    open.delete(worker.id);
    if (stopping) return;
    // One that stops before all have started (a port in use, a bad database) would stop its replacement too.
    if (!started) {
      logger.error({ pid: worker.process.pid, code, signal }, 'an API process stopped while starting');
      void stop('start failed', code || 1);
      return;
    }
    const now = Date.now();
    restarts = [...restarts.filter((t) => now - t < 60_000), now];
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.error({ code, signal }, `API processes stopped ${restarts.length} times within a minute`);
      void stop('too many restarts', 1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an API process stopped; starting another');
    cluster.fork(env);
  });
  process.once('SIGINT', () => void stop('SIGINT received', 0));
  process.once('SIGTERM', () => void stop('SIGTERM received', 0));
  for (let i = 0; i < count; i++) cluster.fork(env);
}
