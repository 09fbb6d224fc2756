import { closeDatabase, createDatabase, listenOnChannel, runMigrations, seedDemoData, startEmbeddedPostgres, type Database, type EmbeddedDatabase } from '@tenuta/db';
import { billingPort } from '@tenuta/billing';
import { systemClock } from '@tenuta/core';
import { disableDemoAccounts, revokeDemoOctoKeys, seedDemoOctoKey, seedDemoPartners, seedDemoStaff } from '@tenuta/identity';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { EncodedBody } from './cache/encoded-body.ts';
import { MicroCache } from './cache/micro-cache.ts';
import type { Config } from './config.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { serveHandedConnections } from './handed-connections.ts';
import { createLogger } from './logger.ts';
import { buildPaymentProvider } from './payment-provider.ts';

/** The longest a cached availability answer lives without any seat change (holds also expire by time alone). */
const AVAILABILITY_CACHE_MS = 5_000;

/**
 * PostgreSQL connections one API process opens at most: its pool (20, packages/db createDatabase),
 * the job runner's (4) and the seats_changed listener (1). The embedded server is sized from it.
 */
export const CONNECTIONS_PER_PROCESS = 25;

/** Session advisory lock key held while migrating and seeding: API processes on several machines start one at a time. */
const STARTUP_LOCK_KEY = 726_385_401;

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export interface PreparedDatabase {
  url: string;
  /** The embedded server this process started (none with DATABASE_URL). */
  embedded?: EmbeddedDatabase;
}

/**
 * Runs `work` under a session advisory lock held on one of `db`'s connections: processes starting
 * at once (workers of one machine, several machines) migrate, seed and create the job queues one
 * after another (pg-boss's queue creation deadlocks when two processes run it together).
 */
async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

/** Migrations and demo data (under the start-up lock). */
async function migrateAndSeed(db: Database, config: Config, logger: Logger): Promise<void> {
  await withStartupLock(db, async () => {
    await runMigrations(db);
    // On a public address no account with the README's password may sign in, whatever created it.
    const disabled = await disableDemoAccounts({ db, clock: systemClock, publicUrl: config.publicUrl });
    if (disabled.staff || disabled.partnerUsers)
      logger.warn(
        `deactivated ${disabled.staff} demo staff and ${disabled.partnerUsers} demo partner accounts: demo accounts never sign in on the public address ${config.publicUrl}`,
      );
    // Nor any OCTO key printed there (the demo reseller's).
    const demoKeys = await revokeDemoOctoKeys({ db, clock: systemClock, publicUrl: config.publicUrl });
    if (demoKeys.revoked) logger.warn(`revoked ${demoKeys.revoked} demo OCTO API key: the README's key never works on the public address ${config.publicUrl}`);
    if (config.SEED_DEMO_DATA !== 'true') return;
    const { seeded } = await seedDemoData(db);
    if (seeded) logger.info('seeded demo data on an empty database');
    // Demo staff accounts exist only on a loopback address (a local install), never on a public site.
    const staff = await seedDemoStaff({ db, publicUrl: config.publicUrl });
    if (staff.created) logger.info(`seeded ${staff.created} demo staff accounts (see the README)`);
    // Demo partners (an agency on account, a referring hotel): the same loopback-only rule.
    const demoPartners = await seedDemoPartners({ db, publicUrl: config.publicUrl });
    if (demoPartners.created) logger.info(`seeded ${demoPartners.created} demo partner accounts (see the README)`);
    // The demo reseller's OCTO API key (the README's curl examples): the same loopback-only rule.
    const demoKey = await seedDemoOctoKey({ db, publicUrl: config.publicUrl });
    if (demoKey.created) logger.info('seeded the demo OCTO API key (see the README)');
  });
}

/**
 * PostgreSQL ready for the API processes of this machine: started (embedded unless DATABASE_URL,
 * sized for `processes` of them), migrated and seeded. Done once per machine, before any process serves.
 */
export async function prepareDatabase(config: Config, logger: Logger, o: { processes?: number } = {}): Promise<PreparedDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    const maxConnections = (o.processes ?? 1) * CONNECTIONS_PER_PROCESS + 20;
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, maxConnections, log: (m) => logger.debug({ pg: m }) });
    url = embedded.url;
  }
  // Migrations and the advisory lock need a session of their own: past a transaction pooler, the direct URL.
  const db = createDatabase((config.DATABASE_URL && config.DATABASE_DIRECT_URL) || url, { max: 3 });
  try {
    await migrateAndSeed(db, config, logger);
  } catch (e) {
    await closeDatabase(db).catch(() => {});
    await embedded?.stop();
    throw e;
  }
  await closeDatabase(db);
  return { url, ...(embedded ? { embedded } : {}) };
}

export interface StartOptions {
  /** A database another process prepared (the cluster's primary): this process only serves. */
  databaseUrl?: string;
  /** Log "Tenuta is running at …" (the primary says it once for all its processes). */
  announce?: boolean;
  /** A worker of the cluster's primary: serve the connections it hands over instead of listening (cluster.ts). */
  handedConnections?: boolean;
}

/** One API process: PostgreSQL prepared (unless given), the job runner, the availability cache and its listener, HTTP. */
export async function startServer(config: Config, o: StartOptions = {}): Promise<RunningServer> {
  // Request URLs and headers reach the log without their credentials (tokens, sessions).
  const logger = createLogger(config);
  const prepared: PreparedDatabase = o.databaseUrl ? { url: o.databaseUrl } : await prepareDatabase(config, logger);
  const databaseUrl = prepared.url;
  const db = createDatabase(databaseUrl);
  const payments = buildPaymentProvider(config, db, systemClock, logger);
  // The start-up lock needs a session: past a transaction pooler, on the direct URL.
  const direct = config.DATABASE_URL && config.DATABASE_DIRECT_URL ? createDatabase(config.DATABASE_DIRECT_URL, { max: 1 }) : undefined;
  let jobs: Awaited<ReturnType<typeof startJobs>>;
  try {
    jobs = await withStartupLock(direct ?? db, () => startJobs(config, { db, clock: systemClock, databaseUrl, log: logger, payments }));
  } finally {
    if (direct) await closeDatabase(direct);
  }
  // Availability is read far more than seats change: cache it, dropped on every seat change in any process.
  const availabilityCache = new MicroCache<EncodedBody>(AVAILABILITY_CACHE_MS);
  const seatListener = await listenOnChannel({
    // LISTEN needs a session: past a transaction pooler, the direct URL.
    databaseUrl: (config.DATABASE_URL && config.DATABASE_DIRECT_URL) || databaseUrl,
    channel: 'seats_changed',
    onNotify: () => availabilityCache.clear(),
    onReset: () => availabilityCache.clear(),
    onError: (err) => logger.warn({ err: { message: err.message } }, 'seats_changed listener lost its connection; reconnecting'),
  });
  const app = await buildApp({
    availabilityCache,
    deps: { db, clock: systemClock, payments, billing: billingPort, ...(jobs ? { outbox: jobs.outbox } : {}) },
    config,
    logger,
    webBuildDir: config.WEB_BUILD_DIR ? path.resolve(config.WEB_BUILD_DIR) : undefined,
  });
  let url: string;
  if (o.handedConnections) {
    await app.ready();
    serveHandedConnections(app.server);
    url = config.publicUrl;
  } else {
    url = await app.listen({ port: config.PORT, host: config.HOST });
  }
  if (o.announce ?? true) logger.info(`Tenuta is running at ${config.publicUrl}`);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await seatListener.stop();
      await jobs?.stop();
      await closeDatabase(db);
      await prepared.embedded?.stop();
    })());
  return { app, url, close };
}
