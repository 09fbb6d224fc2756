import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { createStripeProvider, type StripeProvider } from '@tenuta/payments';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * The Stripe provider (the real SDK) against a local stand-in of the few
 * Stripe endpoints we use, on 127.0.0.1 and a free port; webhooks signed
 * with the SDK's generateTestHeaderString and verified for real.
 */
const WEBHOOK_SECRET = 'whsec_standin_secret';
type Obj = Record<string, unknown>;
const sessions = new Map<string, Obj>();
const requests: { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined }[] = [];
let server: http.Server;
let t: TestApp;
let provider: StripeProvider;
const h = checkoutHelpers(() => t);

/**
 * Stripe's clock when it creates a session: after our request has travelled,
 * on another machine whose clock differs from ours (here 5 seconds ahead).
 */
const stripeNow = () => Math.floor(Date.now() / 1000) + 5;
const invalid = (param: string, message: string): [number, Obj] => [400, { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param, message } }];

function standIn(req: http.IncomingMessage, body: string): [number, Obj] {
  const params = new URLSearchParams(body);
  const path = (req.url ?? '').split('?')[0]!;
  requests.push({ method: req.method!, path, params, idempotencyKey: req.headers['idempotency-key'] as string | undefined, auth: req.headers.authorization });
  if (req.method === 'POST' && path === '/v1/checkout/sessions') {
    // Stripe: expires_at "can be anywhere from 30 minutes to 24 hours after Checkout Session creation".
    const created = stripeNow();
    const expiresAt = params.has('expires_at') ? Number(params.get('expires_at')) : created + 24 * 3600;
    if (expiresAt < created + 30 * 60) return invalid('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
    if (expiresAt > created + 24 * 3600) return invalid('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
    const id = `cs_test_standin${sessions.size + 1}`;
    const s: Obj = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: [...params.keys()].filter((k) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(k)).reduce((a, k) => a + Number(params.get(k)), 0),
      currency: params.get('currency'),
      metadata: { checkout_session_id: params.get('metadata[checkout_session_id]') },
      created,
      expires_at: expiresAt,
      customer_email: params.get('customer_email'),
    };
    sessions.set(id, s);
    return [200, s];
  }
  const m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
  if (m) {
    const s = sessions.get(decodeURIComponent(m[1]!));
    if (!s) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } }];
    if (m[2]) s.status = 'expired';
    return [200, s];
  }
  if (req.method === 'POST' && path === '/v1/refunds') {
    return [200, { id: 're_standin1', object: 'refund', amount: Number(params.get('amount')), status: 'succeeded', payment_intent: params.get('payment_intent') }];
  }
  if (req.method === 'POST' && path === '/v1/payment_intents') {
    return [
      200,
      {
        id: 'pi_standin_api',
        object: 'payment_intent',
        client_secret: 'pi_standin_api_secret_x',
        status: 'requires_payment_method',
        amount: Number(params.get('amount')),
        currency: params.get('currency'),
        created: 1_700_000_000,
        metadata: {},
        last_payment_error: null,
        next_action: null,
        latest_charge: null,
      },
    ];
  }
  return [404, { error: { type: 'invalid_request_error', message: `stand-in has no ${req.method} ${path}` } }];
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const [status, json] = standIn(req, body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    payments: () => (provider = createStripeProvider({ secretKey: 'sk_test_standin', webhookSecret: WEBHOOK_SECRET, apiBase: `http://127.0.0.1:${port}` })),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const deliver = (event: Obj, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
};

describe('the Stripe provider against a local stand-in', () => {
  it('creates the Checkout Session as specified and completes on a verified webhook', async () => {
    const cart = await h.cartWith(
      [
        { slot: await h.slotId(21, '09:00'), adults: 2 },
        { slot: await h.slotId(21, '10:00'), adults: 1 },
      ],
      'TARTUFO10',
    );
    const res = await h.startCheckout(cart, checkoutBody({ locale: 'en' }));
    expect(res.statusCode, res.body).toBe(200);
    const open = res.json();
    expect(open.stripe_session_url).toBe('https://checkout.stripe.com/c/pay/cs_test_standin1');

    const create = requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(create.auth).toBe('Bearer sk_test_standin');
    expect(create.idempotencyKey).toBe(`checkout-session-${open.checkout_session_id}`);
    const p = create.params;
    expect(p.get('mode')).toBe('payment');
    expect(p.get('currency')).toBe('eur');
    expect(p.get('customer_email')).toBe('maria.rossi@example.com');
    expect(p.get('locale')).toBe('en');
    expect(p.get('metadata[checkout_session_id]')).toBe(open.checkout_session_id);
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('15300');
    expect(p.get('line_items[0][quantity]')).toBe('1');
    expect(p.get('line_items[1][price_data][unit_amount]')).toBeNull(); // wine is paid on site
    expect(Number(p.get('expires_at')) * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(p.get('success_url')).toBe('http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}');

    const event = {
      id: 'evt_standin_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cs_test_standin1', object: 'checkout.session' } },
    };
    expect((await deliver(event, 'whsec_other')).statusCode).toBe(400);
    // Signed for real but not paid yet at Stripe: the webhook is a trigger, not proof.
    expect((await deliver(event)).json().outcome).toBe('not_paid');
    Object.assign(sessions.get('cs_test_standin1')!, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_standin_1' });
    const done = await deliver({ ...event, id: 'evt_standin_2' });
    expect(done.json()).toMatchObject({ received: true, outcome: 'completed' });
    const booked = await h.rows<{ category: string; status: string }>(
      sql`SELECT category, status FROM bookings WHERE checkout_session_id = ${open.checkout_session_id}::uuid ORDER BY category`,
    );
    expect(booked).toEqual([
      { category: 'TRUFFLE', status: 'paid' },
      { category: 'WINE', status: 'confirmed' },
    ]);
    const [payment] = await h.rows<{ provider: string; provider_payment_id: string; amount_cents: number }>(
      sql`SELECT provider, provider_payment_id, amount_cents FROM payments WHERE checkout_session_id = ${open.checkout_session_id}::uuid`,
    );
    expect(payment).toEqual({ provider: 'stripe', provider_payment_id: 'pi_standin_1', amount_cents: 15300 });
    expect((await deliver({ ...event, id: 'evt_standin_2' })).json().outcome).toBe('already_done');
    expect(await h.rows(sql`SELECT id FROM bookings WHERE checkout_session_id = ${open.checkout_session_id}::uuid`)).toHaveLength(2);
  });

  it('is refused, as by Stripe, when expires_at is under 30 minutes from creation', async () => {
    const input = {
      checkoutSessionId: '00000000-0000-4000-8000-000000000001',
      currency: 'eur',
      customerEmail: 'a@b.it',
      locale: 'it' as const,
      lineItems: [{ name: 'x', amountCents: 100, quantity: 1 }],
      successUrl: 'http://localhost:3000/s',
      cancelUrl: 'http://localhost:3000/c',
    };
    await expect(provider.createCheckoutSession({ ...input, expiresAt: new Date(Date.now() + 30 * 60_000) })).rejects.toThrow(
      'must be at least 30 minutes from Checkout Session creation',
    );
    await expect(
      provider.createCheckoutSession({ ...input, checkoutSessionId: '00000000-0000-4000-8000-000000000002', expiresAt: new Date(Date.now() + 25 * 3600_000) }),
    ).rejects.toThrow('less than 24 hours');
  });

  it('refunds and creates PaymentIntents through the SDK', async () => {
    const refund = await provider.refund({ paymentIntentId: 'pi_standin_1', amountCents: 1234, idempotencyKey: 'refund-key-1' });
    expect(refund).toEqual({ id: 're_standin1', status: 'succeeded', amountCents: 1234 });
    expect(requests.find((r) => r.path === '/v1/refunds')!.idempotencyKey).toBe('refund-key-1');
    const pi = await provider.createPaymentIntent({ amountCents: 5000, currency: 'eur', description: 'x', customerEmail: 'a@b.it', metadata: { booking_id: '1' } });
    expect(pi).toMatchObject({ id: 'pi_standin_api', clientSecret: 'pi_standin_api_secret_x', status: 'requires_payment_method', amountCents: 5000 });
  });
});
