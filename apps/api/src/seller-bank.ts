import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAYOUT_THRESHOLD_CENTS, type SepaDebtor } from '@tenuta/billing';
import { DomainError } from '@tenuta/core';
import { isLoopbackUrl } from '@tenuta/identity';

/** The demo account of a local install (a valid Italian example IBAN; no money ever moves from it). */
export const DEMO_SELLER_BANK: SepaDebtor = { name: 'Tenuta Demo', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' };

/**
 * The account that pays partner payouts (the SEPA file's debtor): SELLER_IBAN, SELLER_BIC and
 * SELLER_NAME; on a loopback install without them, the demo account. Elsewhere without an IBAN,
 * an export answers 409 seller_bank_missing.
 */
export function sellerBank(app: FastifyInstance): SepaDebtor {
  const c = app.config;
  if (c.SELLER_IBAN) return { name: c.SELLER_NAME ?? 'Tenuta', iban: c.SELLER_IBAN, bic: c.SELLER_BIC ?? null };
  if (isLoopbackUrl(c.publicUrl)) return DEMO_SELLER_BANK;
  throw new DomainError('conflict', "Set the estate's bank account (SELLER_IBAN, SELLER_NAME, SELLER_BIC) to export payouts", 'seller_bank_missing');
}

/** PAYOUT_THRESHOLD_CENTS, EUR 50 by default. */
export const payoutThreshold = (app: FastifyInstance): number => app.config.PAYOUT_THRESHOLD_CENTS ?? DEFAULT_PAYOUT_THRESHOLD_CENTS;
