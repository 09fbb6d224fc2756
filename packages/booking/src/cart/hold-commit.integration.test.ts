import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { slotAt, testClock } from '../test-fixtures.ts';
import { insertHoldRows } from './add-item-statements.ts';
import { initCart } from './index.ts';

// A group of holds commits without waiting for its WAL flush, and only that transaction does
// (docs/decisions/0026).
let t: TestDatabase;
const clock = testClock();

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 2 });
});
afterAll(async () => {
  await t.drop();
});

const setting = async (client: { query: (q: string) => Promise<{ rows: { v: string }[] }> }) =>
  (await client.query("SELECT current_setting('synchronous_commit') AS v")).rows[0]!.v;

describe('hold insert', () => {
  it('turns synchronous_commit off for its own transaction only; the hold is committed', async () => {
    const cartId = (await initCart({ db: t.db, clock }, {})).cart.cart_id;
    const slot = await slotAt(t.db, 12, '10:00');
    const now = clock.now();
    const client = await t.db.$client.connect();
    try {
      expect(await setting(client)).toBe('on');
      await client.query('BEGIN');
      const ids = await insertHoldRows(client, [
        {
          cartId,
          slotId: slot.id,
          category: 'WINE',
          adults: 2,
          children: 0,
          vip: false,
          language: 'IT',
          unitPriceCents: 3000,
          vipSupplementCents: 0,
          holdExpiresAt: new Date(now.getTime() + 20 * 60_000),
          maxExpiresAt: new Date(now.getTime() + 60 * 60_000),
          clientKey: null,
        },
      ]);
      expect(ids.size).toBe(1);
      expect(await setting(client)).toBe('off');
      await client.query('COMMIT');
      // Local to the transaction: the pooled connection's next transaction (a booking, a payment) waits for its flush.
      expect(await setting(client)).toBe('on');
    } finally {
      client.release();
    }
    const held = await t.db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1', [cartId]);
    expect(held.rows[0]!.n).toBe(1);
  });
});
