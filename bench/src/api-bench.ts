/* eslint-disable @typescript-eslint/no-explicit-any */
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const CONNECTIONS = 50;

export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: CONNECTIONS, ...(opts.amount ? {} : { duration: 8 }), ...opts });
  return {
    name,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

const romeDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(d);

/**
 * Add-to-cart under load: every request adds one adult to a wine slot with a
 * cart of its own (carts made beforehand). Afterwards no slot may be oversold.
 * `hotOffset` picks other slots (the warm-up run loads slots the measured run does not).
 */
export async function addToCartLoad(baseUrl: string, amount: number, hotOffset = 0): Promise<{ result: LoadResult; oversold: number; soldOut: number; accepted: number; capacity: number }> {
  const today = new Date();
  const end = new Date(today.getTime() + 119 * 86_400_000);
  const avail: any = await (await fetch(`${baseUrl}/api/experiences/available?experience_type=wine&start_date=${romeDate(today)}&end_date=${romeDate(end)}`)).json();
  const slots: { id: number; category: string; capacity_total: number }[] = avail.slots.filter((s: { category: string }) => s.category === 'WINE');
  if (slots.length === 0) throw new Error('no wine slots to load');
  // Concentrate the load on a few slots so that seats run out and the lock path is exercised.
  const hot = slots.slice(hotOffset, hotOffset + 20);
  const carts: string[] = [];
  for (let i = 0; i < amount; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, amount - i) }, () =>
        fetch(`${baseUrl}/api/cart/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json() as Promise<{ cart_id: string }>),
      ),
    );
    carts.push(...batch.map((b: { cart_id: string }) => b.cart_id));
  }
  let n = 0;
  const result = await load('add-to-cart (POST /api/cart/items)', {
    url: `${baseUrl}/api/cart/items`,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const slot = hot[i % hot.length]!;
          return {
            ...req,
            body: JSON.stringify({ cart_id: carts[i % carts.length], slot_id: slot.id, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false, language: 'IT' }),
          };
        },
      },
    ],
  });
  // Accepted adds must equal the seats now held, and never exceed the hot slots' capacity.
  const held: any = await fetch(`${baseUrl}/api/experiences/available?experience_type=wine&start_date=${romeDate(today)}&end_date=${romeDate(end)}`).then((r) => r.json());
  const free = new Map<number, number>(held.slots.map((s: { id: number; capacity_free: number }) => [s.id, s.capacity_free]));
  const capacity = hot.reduce((sum, s) => sum + s.capacity_total, 0);
  const seatsTaken = hot.reduce((sum, s) => sum + s.capacity_total - (free.get(s.id) ?? 0), 0);
  const soldOut = hot.filter((s) => !free.has(s.id)).length;
  const accepted = result.requests - result.non2xx - result.errors;
  const oversold = accepted > capacity || accepted !== seatsTaken ? Math.max(accepted - capacity, Math.abs(accepted - seatsTaken)) : 0;
  return { result, oversold, soldOut, accepted, capacity };
}
