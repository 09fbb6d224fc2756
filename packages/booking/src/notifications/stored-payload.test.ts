import { describe, expect, it } from 'vitest';
import { REMOVED_LINK, withoutTokens } from './stored-payload.ts';

const token = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy'; // 43 URL-safe characters, like every token we issue

describe('withoutTokens', () => {
  it('drops every key naming a token and turns tokenised links into the marker, at any depth', () => {
    expect(
      withoutTokens({
        booking_ids: [1],
        manage_tokens: { 1: token },
        moderation_token: token,
        newsletter_tokens: { confirm: token },
        url: `https://tenuta.example/partner/reset/${token}`,
        nested: [{ link: `https://tenuta.example/partner/register?confirm=${token}` }, { setup: `https://tenuta.example/staff/setup/${token}` }],
        later_kind: `https://tenuta.example/some/new/page/${token}`,
      }),
    ).toEqual({ booking_ids: [1], url: REMOVED_LINK, nested: [{ link: REMOVED_LINK }, { setup: REMOVED_LINK }], later_kind: REMOVED_LINK });
    expect(withoutTokens(`https://tenuta.example/manage/7?token=${token}&lang=en`)).toBe(REMOVED_LINK);
  });

  it('drops a gift voucher’s code (spendable money) and keeps the voucher’s id', () => {
    expect(withoutTokens({ gift_voucher_id: 7, voucher_code: 'K7QM-R4TX-9HCW-3PNF' })).toEqual({ gift_voucher_id: 7 });
  });

  it('keeps links without a token, ids, names, dates and amounts', () => {
    const payload = {
      checkout_session_id: '0f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
      login_url: 'https://tenuta.example/partner/login',
      review_url: 'https://tenuta.example/staff/commissions?tab=codes',
      name: 'Paolo',
      amount_cents: 1200,
      expires_at: '2027-01-01T00:00:00.000Z',
      alternatives: [{ slot_id: 3, starts_at: '2027-01-02T09:00:00.000Z' }],
      nothing_charged: false,
      reason: null,
    };
    expect(withoutTokens(payload)).toEqual(payload);
  });
});
