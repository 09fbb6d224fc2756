import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { describeCardError } from '@tenuta/booking';
import { notFound } from '@tenuta/core';
import {
  SimulatorProvider,
  answerSimulatedChallenge,
  loadSimulatedCheckout,
  paySimulatedCheckout,
  simulatorCheckoutPath,
  type CardForm,
  type PayResult,
  type SignedEvent,
} from '@tenuta/payments';
import { isLoopbackUrl } from '@tenuta/identity';
import { cspHeader } from '../../plugins/security.ts';
import { renderChallengePage, renderCheckoutPage, renderMessagePage } from '../../simulator/render-simulator-page.ts';
import { pageText as t, type PageLocale } from '../../simulator/simulator-text.ts';

type Form = Record<string, string | undefined>;

/**
 * The payment simulator's hosted pages (PAYMENT_PROVIDER=simulator only):
 * the card form, the 3-D Secure challenge, the expired page. On success the
 * simulator delivers a signed checkout.session.completed event to the same
 * webhook route Stripe would call, then redirects (303) to success_url.
 */
export const paymentSimulatorRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Served on a public address only with ALLOW_PAYMENT_SIMULATOR=true (a demo site): every page says so.
  const frame = { demoBanner: !isLoopbackUrl(app.config.publicUrl) };

  const simulator = (): SimulatorProvider => {
    const p = app.deps.payments;
    if (!(p instanceof SimulatorProvider)) throw notFound('Payment simulator');
    return p;
  };

  /** Into the webhook route, signed exactly as Stripe's: the app cannot tell them apart. */
  async function deliver(event: SignedEvent): Promise<void> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    if (res.statusCode >= 300) app.log.warn({ eventId: event.eventId, status: res.statusCode, body: res.body }, 'simulator webhook delivery failed');
  }

  function html(reply: FastifyReply, status: number, page: string, formTargets: string[] = []) {
    const origins = [...new Set(formTargets.map((u) => new URL(u).origin))];
    const csp = cspHeader().replace("form-action 'self'", ["form-action 'self'", ...origins].join(' '));
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', csp).send(page);
  }

  const localeOf = (l: string | undefined): PageLocale => (l === 'en' ? 'en' : 'it');
  const successUrl = (r: { successUrl: string; id: string }) => r.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', r.id);

  /** The page for a state or a payment result. */
  async function respond(reply: FastifyReply, id: string, result: PayResult | Awaited<ReturnType<typeof loadSimulatedCheckout>>, form: Form = {}) {
    if (result.kind === 'not_found') {
      return html(reply, 404, renderMessagePage({ ...frame, locale: 'it', title: t.notFoundTitle.it, body: t.notFoundTitle.en }));
    }
    const s = result.session;
    const locale = localeOf(s.locale);
    if (result.kind === 'succeeded') {
      await deliver(result.event);
      return reply.redirect(successUrl(s), 303);
    }
    if (result.kind === 'paid') {
      return html(
        reply,
        200,
        renderMessagePage({ ...frame, locale, title: t.paidTitle[locale], body: t.paidBody[locale], link: { href: successUrl(s), label: t.continue[locale] } }),
      );
    }
    if (result.kind === 'expired') {
      if (result.event) await deliver(result.event);
      return html(
        reply,
        410,
        renderMessagePage({ ...frame, locale, title: t.expiredTitle[locale], body: t.expiredBody[locale], link: { href: s.cancelUrl, label: t.back[locale] } }),
      );
    }
    const action = simulatorCheckoutPath(id);
    if (result.kind === 'requires_action') {
      return html(reply, 200, renderChallengePage({ ...frame, locale, amountCents: s.amountTotalCents, currency: s.currency, actionUrl: `${action}/challenge` }), [successUrl(s)]);
    }
    const status = result.kind === 'declined' ? 402 : result.kind === 'invalid' && Object.keys(result.errors).length > 0 ? 400 : 200;
    const page = renderCheckoutPage({
      ...frame,
      locale,
      amountCents: s.amountTotalCents,
      currency: s.currency,
      lines: s.lineItems.map((li) => li.name),
      actionUrl: action,
      cancelUrl: s.cancelUrl,
      values: { name: form.name, expiry: form.expiry },
      ...(result.kind === 'invalid' ? { fieldErrors: result.errors } : {}),
      ...(result.kind === 'declined' ? { cardError: describeCardError(result.error, locale) } : {}),
    });
    return html(reply, status, page, [successUrl(s)]);
  }

  app.get<{ Params: { id: string } }>('/payments/simulator/checkout/:id', { schema: { hide: true } }, async (req, reply) =>
    respond(reply, req.params.id, await loadSimulatedCheckout(simulator(), req.params.id)),
  );

  app.post<{ Params: { id: string }; Body: Form | undefined }>('/payments/simulator/checkout/:id', { schema: { hide: true } }, async (req, reply) => {
    const form = (req.body ?? {}) as Form;
    const card: CardForm = { card_number: form.card_number, expiry: form.expiry, cvc: form.cvc, name: form.name };
    return respond(reply, req.params.id, await paySimulatedCheckout(simulator(), req.params.id, card), form);
  });

  app.post<{ Params: { id: string }; Body: Form | undefined }>('/payments/simulator/checkout/:id/challenge', { schema: { hide: true } }, async (req, reply) => {
    const approve = (req.body as Form | undefined)?.action === 'approve';
    return respond(reply, req.params.id, await answerSimulatedChallenge(simulator(), req.params.id, approve));
  });

  // The payment API's 3-D Secure step (next_action.redirect_to_url of a PaymentIntent).
  app.get<{ Params: { id: string } }>('/payments/simulator/payment-intents/:id/authenticate', { schema: { hide: true } }, async (req, reply) => {
    const pi = await simulator()
      .retrievePaymentIntent(req.params.id)
      .catch(() => undefined);
    if (!pi) return html(reply, 404, renderMessagePage({ ...frame, locale: 'it', title: t.notFoundTitle.it, body: t.notFoundTitle.en }));
    return html(
      reply,
      200,
      renderChallengePage({
        ...frame,
        locale: 'it',
        amountCents: pi.amountCents,
        currency: pi.currency,
        actionUrl: `/api/payments/simulator/payment-intents/${encodeURIComponent(pi.id)}/authenticate`,
      }),
    );
  });

  app.post<{ Params: { id: string }; Body: Form | undefined }>('/payments/simulator/payment-intents/:id/authenticate', { schema: { hide: true } }, async (req, reply) => {
    const pi = await simulator()
      .answerChallenge(req.params.id, (req.body as Form | undefined)?.action === 'approve')
      .catch(() => undefined);
    if (!pi) return html(reply, 404, renderMessagePage({ ...frame, locale: 'it', title: t.notFoundTitle.it, body: t.notFoundTitle.en }));
    const ok = pi.status === 'succeeded';
    return html(
      reply,
      ok ? 200 : 402,
      renderMessagePage({ ...frame, locale: 'it', title: ok ? t.approvedTitle.it : t.failedTitle.it, body: ok ? t.approvedTitle.en : t.failedTitle.en }),
    );
  });

  app.get<{ Params: { id: string } }>('/payments/simulator/receipts/:id', { schema: { hide: true } }, async (req, reply) => {
    const pi = await simulator()
      .retrievePaymentIntent(req.params.id)
      .catch(() => undefined);
    if (pi?.status !== 'succeeded') return html(reply, 404, renderMessagePage({ ...frame, locale: 'it', title: t.notFoundTitle.it, body: t.notFoundTitle.en }));
    const amount = new Intl.NumberFormat('it-IT', { style: 'currency', currency: pi.currency.toUpperCase() }).format(pi.amountCents / 100);
    return html(reply, 200, renderMessagePage({ ...frame, locale: 'it', title: t.receiptTitle.it, body: `${pi.id} · ${amount} · ${new Date(pi.created * 1000).toISOString()}` }));
  });
};
