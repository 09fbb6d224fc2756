import { describe, expect, it } from 'vitest';
import { defaultRefundPolicy } from '@tenuta/contracts';
import type { CheckoutItemSnapshot } from '@tenuta/db';
import { amountDueOf, partnerNetDue, partnerOrderSnapshot } from '../checkout/partner-net.ts';
import { paymentLineItems } from '../checkout/create-payment.ts';
import { retainedOnAccount } from './cancel-partner-order.ts';
import { partnerCancelTerms, toPartnerOrder } from './partner-order-mapper.ts';
import type { PartnerOrderRow } from './partner-orders-repository.ts';
import { fitText } from '../documents/document-fonts.ts';

const item = (over: Partial<CheckoutItemSnapshot>): CheckoutItemSnapshot => ({
  cartItemId: 'a',
  slotId: 1,
  category: 'TRUFFLE',
  adults: 2,
  children: 0,
  vip: false,
  language: 'IT',
  unitPriceCents: 8500,
  vipSupplementCents: 0,
  subtotalCents: 17000,
  discountCents: 0,
  totalCents: 17000,
  holdExpiresAtBefore: '2026-01-01T00:00:00Z',
  nameIt: 'Caccia al Tartufo',
  nameEn: 'Truffle Hunt',
  startsAt: '2026-05-10T07:00:00Z',
  romeDate: '2026-05-10',
  romeStart: '09:00',
  ...over,
});

const terms = { partnerId: 7, partnerUserId: 9, reference: 'R-1', paymentTerms: 'card' as const, netDiscountBps: 1250 };

describe('a reseller order’s net rate', () => {
  const items = [item({ cartItemId: 't1' }), item({ cartItemId: 't2', adults: 3, totalCents: 30001 }), item({ cartItemId: 'w1', category: 'WINE', totalCents: 6000 })];

  it('is the retail total less the contract discount per truffle item; wine carries none', () => {
    const order = partnerOrderSnapshot(items, terms);
    // 17000 − 2125; 30001 − round(3750.125) = 26251.
    expect(order).toEqual({ partnerUserId: 9, reference: 'R-1', paymentTerms: 'card', netDiscountBps: 1250, netCents: { t1: 14875, t2: 26251 } });
    expect(partnerNetDue(order)).toBe(41126);
    expect(amountDueOf({ payNowCents: 47001 }, order)).toBe(41126);
    expect(amountDueOf({ payNowCents: 47001 }, null)).toBe(47001);
  });

  it('is what the card is asked for: one provider line per truffle item at its net, adding up to amount_due', () => {
    const order = partnerOrderSnapshot(items, terms);
    const lines = paymentLineItems(items, 'en', order.netCents);
    expect(lines.map((l) => l.amountCents)).toEqual([14875, 26251]);
    expect(paymentLineItems(items, 'en').map((l) => l.amountCents)).toEqual([17000, 30001]);
  });

  it('keeps net × (100 − refund %) owed when an order on account is cancelled', () => {
    expect(retainedOnAccount(14450, 100)).toBe(0);
    expect(retainedOnAccount(14450, 70)).toBe(4335);
    expect(retainedOnAccount(21675, 70)).toBe(6503); // 6502.5, half up
    expect(retainedOnAccount(14450, 0)).toBe(14450);
  });
});

const row = (over: Partial<PartnerOrderRow> = {}): PartnerOrderRow => ({
  id: 1,
  bookingNumber: 'BK-ABCDEFGH',
  status: 'confirmed',
  category: 'TRUFFLE',
  titleIt: null,
  titleEn: null,
  startsAt: new Date('2026-05-20T07:00:00Z'),
  durationMinutes: 180,
  romeDate: '2026-05-20',
  romeStart: '09:00',
  adults: 2,
  children: 0,
  vip: false,
  language: 'EN',
  locale: 'en',
  customerName: 'John Smith',
  customerPhone: '+44 1',
  guestEmail: 'john@example.com',
  reference: 'LT-1',
  partnerPayment: 'on_account',
  paymentStatus: 'on_account',
  totalCents: 17000,
  netCents: 14450,
  retainedCents: null,
  placedBy: 'Anna',
  createdAt: new Date('2026-05-01T10:00:00Z'),
  cancelledAt: null,
  ...over,
});

describe('an order as a partner reads it', () => {
  const now = new Date('2026-05-17T07:00:00Z'); // 72 hours before
  it('an owner of a reseller sees retail and net; a booker sees neither', () => {
    expect(toPartnerOrder(row(), { partnerType: 'reseller', role: 'owner' }, now)).toMatchObject({
      retail_cents: 17000,
      net_cents: 14450,
      reference: 'LT-1',
      guest_phone: '+44 1',
      experience_name: { en: 'Truffle Hunt' },
    });
    expect(toPartnerOrder(row(), { partnerType: 'reseller', role: 'booker' }, now)).toMatchObject({ retail_cents: null, net_cents: null, reference: 'LT-1', placed_by: 'Anna' });
  });

  it('a referrer sees its guest’s name only and no net rate, and cannot cancel', () => {
    expect(toPartnerOrder(row(), { partnerType: 'referral', role: 'owner' }, now)).toMatchObject({
      guest_name: 'John Smith',
      guest_phone: null,
      guest_email: null,
      reference: null,
      payment: null,
      placed_by: null,
      net_cents: null,
      retail_cents: 17000,
      cancel: { allowed: false, reason: 'not_reseller' },
    });
  });

  it('tells whether cancelling is allowed now and the policy’s refund percentage', () => {
    const reseller = { partnerType: 'reseller' as const };
    expect(partnerCancelTerms(row(), reseller, now, defaultRefundPolicy)).toEqual({ allowed: true, refund_percent: 70, reason: null });
    expect(partnerCancelTerms(row(), reseller, new Date('2026-05-01T00:00:00Z'), defaultRefundPolicy)).toEqual({ allowed: true, refund_percent: 100, reason: null });
    expect(partnerCancelTerms(row(), reseller, new Date('2026-05-20T07:00:01Z'), defaultRefundPolicy)).toEqual({ allowed: false, refund_percent: 0, reason: 'cancel_too_late' });
    expect(partnerCancelTerms(row({ status: 'cancelled' }), reseller, now, defaultRefundPolicy)).toMatchObject({ allowed: false, reason: 'already_cancelled' });
  });
});

describe('voucher text', () => {
  it('keeps what the site’s fonts draw and turns what they lack into plain letters or a question mark', () => {
    expect(fitText('Sì, l’arrivo – 10\u202f:00 €')).toBe('Sì, l’arrivo – 10\u00a0:00 €');
    expect(fitText('Dvořák')).toBe('Dvorák');
    expect(fitText('→')).toBe('?');
  });
});
