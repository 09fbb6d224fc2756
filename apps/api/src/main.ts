import cluster from 'node:cluster';
import { processCount, runPrimary, WORKER_DATABASE_ENV } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  // Several API processes (WEB_CONCURRENCY, default one per core): the primary prepares
  // PostgreSQL once and runs the workers (cluster.ts); each worker serves like a single process.
  const count = processCount(config);
  if (cluster.isPrimary && count > 1) return runPrimary(config, count);
  const databaseUrl = cluster.isWorker ? process.env[WORKER_DATABASE_ENV] : undefined;
  const server = await startServer(config, databaseUrl ? { databaseUrl, announce: false, handedConnections: true } : {});
  const stop = async (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
