import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Config } from './config.ts';
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
 * The primary of several API processes on one machine (docs/decisions/0017): it starts
 * PostgreSQL (embedded unless DATABASE_URL), migrates and seeds ONCE, then forks `count`
 * workers that share the port (node:cluster hands each new connection to the next worker).
 * Each worker is a whole API process: its own pool, job runner, availability cache and
 * seats_changed listener; nothing is shared in memory. A worker that stops is replaced;
 * SIGINT/SIGTERM stops the workers gracefully, then PostgreSQL.
 */
export async function runPrimary(config: Config, count: number): Promise<void> {
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger, { processes: count });
  const env = { [WORKER_DATABASE_ENV]: database.url };
  let stopping = false;
  let listening = 0;
  let restarts: number[] = [];

  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}: stopping ${count} API processes`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
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

  cluster.on('listening', () => {
    listening += 1;
    if (listening === count) logger.info(`Tenuta is running at ${config.publicUrl} (${count} API processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that stops before all have started (a port in use, a bad database) would stop its replacement too.
    if (listening < count) {
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
