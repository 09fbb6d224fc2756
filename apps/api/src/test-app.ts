import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { createSimulatorProvider, type Clock, type PaymentProvider } from '@tenuta/booking';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { EncodedBody } from './cache/encoded-body.ts';
import type { MicroCache } from './cache/micro-cache.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A built app (no port) on a fresh, seeded test database: for `app.inject` tests. */
export async function createTestApp(
  options: { clock?: Clock; today?: Date; webBuildDir?: string | false; payments?: (db: TestDatabase['db'], clock: Clock) => PaymentProvider; availabilityCache?: MicroCache<EncodedBody> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.today ? { today: options.today } : {});
  const clock = options.clock ?? { now: () => new Date() };
  const payments = options.payments
    ? options.payments(database.db, clock)
    : createSimulatorProvider({ db: database.db, clock, publicUrl: 'http://localhost:3000', webhookSecret: 'whsec_test_simulator' });
  const app = await buildApp({
    deps: { db: database.db, clock, payments },
    config: { publicUrl: 'http://localhost:3000', HOLD_MINUTES: 20, NODE_ENV: 'test', dataDir: '/tmp/tenuta-test' },
    webBuildDir: options.webBuildDir ?? false,
    ...(options.availabilityCache ? { availabilityCache: options.availabilityCache } : {}),
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
