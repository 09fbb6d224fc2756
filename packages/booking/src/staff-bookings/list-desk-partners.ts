import { and, asc, eq } from 'drizzle-orm';
import { partners } from '@tenuta/db';
import { contractInForce, partnerCreditUsed, type Executor } from '@tenuta/core';

/** Resellers staff can book on account for: active, with on-account terms in force, and their credit now. */
export async function listDeskPartners(deps: { db: Executor; clock: { now(): Date } }) {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ id: partners.id, name: partners.companyName })
    .from(partners)
    .where(and(eq(partners.partnerType, 'reseller'), eq(partners.status, 'active')))
    .orderBy(asc(partners.companyName));
  const out: { id: number; name: string; credit_limit_cents: number; credit_used_cents: number; net_discount_bps: number }[] = [];
  for (const p of rows) {
    const terms = await contractInForce(deps.db, p.id, now);
    if (terms?.paymentTerms !== 'on_account') continue;
    out.push({
      id: p.id,
      name: p.name,
      credit_limit_cents: terms.creditLimitCents,
      credit_used_cents: await partnerCreditUsed(deps.db, p.id),
      net_discount_bps: terms.netDiscountBps,
    });
  }
  return out;
}
