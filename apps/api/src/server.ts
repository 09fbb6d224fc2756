import { closeDatabase, createDatabase, listenOnChannel, runMigrations, seedDemoData, startEmbeddedPostgres, type EmbeddedDatabase } from '@tenuta/db';
import { systemClock } from '@tenuta/booking';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { EncodedBody } from './cache/encoded-body.ts';
import { MicroCache } from './cache/micro-cache.ts';
import type { Config } from './config.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { buildPaymentProvider } from './payment-provider.ts';

/** The longest a cached availability answer lives without any seat change (holds also expire by time alone). */
const AVAILABILITY_CACHE_MS = 5_000;

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Starts PostgreSQL (embedded unless DATABASE_URL), migrates, seeds, listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = pino({
    level: config.LOG_LEVEL,
    ...(process.stdout.isTTY && config.NODE_ENV !== 'production' ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (m) => logger.debug({ pg: m }) });
    databaseUrl = embedded.url;
  }
  const db = createDatabase(databaseUrl);
  await runMigrations(db);
  if (config.SEED_DEMO_DATA === 'true') {
    const { seeded } = await seedDemoData(db);
    if (seeded) logger.info('seeded demo data on an empty database');
  }
  const payments = buildPaymentProvider(config, db, systemClock);
  const jobs = await startJobs(config, { db, clock: systemClock, databaseUrl, log: logger, payments });
  // Availability is read far more than seats change: cache it, dropped on every seat change in any process.
  const availabilityCache = new MicroCache<EncodedBody>(AVAILABILITY_CACHE_MS);
  const seatListener = await listenOnChannel({
    databaseUrl,
    channel: 'seats_changed',
    onNotify: () => availabilityCache.clear(),
    onReset: () => availabilityCache.clear(),
    onError: (err) => logger.warn({ err: { message: err.message } }, 'seats_changed listener lost its connection; reconnecting'),
  });
  const app = await buildApp({
    availabilityCache,
    deps: { db, clock: systemClock, payments, ...(jobs ? { outbox: jobs.outbox } : {}) },
    config,
    logger,
    webBuildDir: config.WEB_BUILD_DIR ? path.resolve(config.WEB_BUILD_DIR) : undefined,
  });
  const url = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`Tenuta is running at ${config.publicUrl}`);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await seatListener.stop();
      await jobs?.stop();
      await closeDatabase(db);
      await embedded?.stop();
    })());
  return { app, url, close };
}
