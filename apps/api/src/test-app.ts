import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { billingPort } from '@tenuta/billing';
import type { Clock } from '@tenuta/core';
import type { PaymentProvider } from '@tenuta/booking';
import { createSimulatorProvider } from '@tenuta/payments';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, type AppConfig } from './app.ts';
import type { EncodedBody } from './cache/encoded-body.ts';
import type { MicroCache } from './cache/micro-cache.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A built app (no port) on a fresh, seeded test database: for `app.inject` tests. */
export async function createTestApp(
  options: {
    clock?: Clock;
    today?: Date;
    webBuildDir?: string | false;
    payments?: (db: TestDatabase['db'], clock: Clock) => PaymentProvider;
    availabilityCache?: MicroCache<EncodedBody>;
    /** The site's public address (default http://localhost:3000). */
    publicUrl?: string;
    /** A pino logger (tests that read the log); none by default. */
    logger?: FastifyBaseLogger;
    /** More configuration, e.g. METRICS_TOKEN. */
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.today ? { today: options.today } : {});
  const clock = options.clock ?? { now: () => new Date() };
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const payments = options.payments ? options.payments(database.db, clock) : createSimulatorProvider({ db: database.db, clock, publicUrl, webhookSecret: 'whsec_test_simulator' });
  const app = await buildApp({
    deps: { db: database.db, clock, payments, billing: billingPort },
    config: { publicUrl, HOLD_MINUTES: 20, NODE_ENV: 'test', dataDir: '/tmp/tenuta-test', ...options.config },
    webBuildDir: options.webBuildDir ?? false,
    ...(options.availabilityCache ? { availabilityCache: options.availabilityCache } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
