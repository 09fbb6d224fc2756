import { DEMO_OCTO_KEY } from '@tenuta/identity';
import { load, type LoadResult } from './api-bench.ts';
import type { AppServer } from './servers.ts';

/** OCTO availability: p99 under 50 ms at 50 connections (one product, 30 days, the demo reseller's key). */
export const OCTO_AVAILABILITY_BUDGET = { p99Ms: 50, days: 30 } as const;

const romeDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(d);

/**
 * `POST /octo/availability` as a reseller's system asks it: one product (the first the API lists),
 * its DEFAULT option, the 30 days from tomorrow, with prices (Octo-Capabilities: octo/pricing), with
 * the demo reseller's key (a loopback install seeds it). Every call goes through the key guard: the
 * key looked up, the partner's status read and the per-key limit counted (the bench raises the
 * limit, OCTO_KEY_RATE_LIMIT, so that calls are measured, not refused).
 */
export async function octoAvailability(app: AppServer): Promise<LoadResult> {
  const headers = {
    authorization: `Bearer ${DEMO_OCTO_KEY}`,
    'content-type': 'application/json',
    'octo-capabilities': 'octo/pricing',
    'accept-encoding': 'gzip, deflate, br',
  };
  const products = await fetch(`${app.url}/octo/products`, { headers });
  if (!products.ok) throw new Error(`GET /octo/products answered ${products.status}: ${await products.text()}`);
  const [product] = (await products.json()) as { id: string; options: { id: string }[] }[];
  if (!product) throw new Error('GET /octo/products listed no product');
  const from = new Date(Date.now() + 86_400_000);
  const to = new Date(from.getTime() + (OCTO_AVAILABILITY_BUDGET.days - 1) * 86_400_000);
  const body = JSON.stringify({ productId: product.id, optionId: product.options[0]?.id ?? 'DEFAULT', localDateStart: romeDate(from), localDateEnd: romeDate(to) });
  // One call first: a refusal here is a setup problem, not a figure.
  const probe = await fetch(`${app.url}/octo/availability`, { method: 'POST', headers, body });
  if (!probe.ok) throw new Error(`POST /octo/availability answered ${probe.status}: ${await probe.text()}`);
  return load(`OCTO availability (POST /octo/availability, ${OCTO_AVAILABILITY_BUDGET.days} days, one product)`, {
    url: `${app.url}/octo/availability`,
    method: 'POST',
    headers,
    body,
  });
}
