import { sql } from 'drizzle-orm';
import { closeDatabase, createDatabase, freePort } from '@tenuta/db';
import { billingPort } from '@tenuta/billing';
import { systemClock } from '@tenuta/core';
import { createSimulatorProvider } from '@tenuta/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health: liveness and readiness', () => {
  it('live: the process answers', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready: the database answers and has every migration; /api/health still answers as before', async () => {
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('not ready while the newest migration is missing', async () => {
    const db = t.database.db;
    const newest = (
      await db.execute<{ id: number; hash: string; created_at: number }>(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`)
    ).rows[0]!;
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest.id}`);
    try {
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'pending' });
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest.id}, ${newest.hash}, ${newest.created_at})`);
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('without a database: live, not ready', async () => {
    // Nothing listens on this port.
    const db = createDatabase(`postgres://tenuta:x@127.0.0.1:${await freePort()}/tenuta`, { max: 1 });
    const app = await buildApp({
      deps: {
        db,
        clock: systemClock,
        billing: billingPort,
        payments: createSimulatorProvider({ db, clock: systemClock, publicUrl: 'http://localhost:3000', webhookSecret: 'whsec_test' }),
      },
      config: { publicUrl: 'http://localhost:3000', HOLD_MINUTES: 20, NODE_ENV: 'test', dataDir: '/tmp/tenuta-test' },
      webBuildDir: false,
    });
    try {
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', database: 'down', migrations: 'unknown' });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await closeDatabase(db);
    }
  });
});
