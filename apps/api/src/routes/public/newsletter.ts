import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  NEWSLETTER_CONFIRM_DAYS,
  newsletterConfirmResponse,
  newsletterSubscribeRequest,
  newsletterSubscribeResponse,
  newsletterTokenRequest,
  newsletterUnsubscribeBody,
  newsletterUnsubscribeQuery,
  newsletterUnsubscribeResponse,
} from '@tenuta/contracts';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from '@tenuta/booking';

const linkNotValid = (what: string) => ({
  success: false as const,
  error: `This ${what} link is not valid`,
  detail: 'The link is unknown, was already used or the subscription was cancelled.',
  code: 'not_found',
});

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Double opt-in: sends a confirmation link (at most one per address per 10 minutes); the same answer for every address',
        description:
          'Validation errors answer 400 with detail "field: code; …" (codes: email_invalid, name_length, name_invalid, consent_required). `website` is a honeypot: leave it empty.',
        body: newsletterSubscribeRequest,
        response: { 200: newsletterSubscribeResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) => {
      await subscribeNewsletter(app.deps, req.body, { ip: req.ip });
      return { success: true as const };
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: `Confirms a subscription with the token from the e-mail (once, within ${NEWSLETTER_CONFIRM_DAYS} days); returns the unsubscribe token`,
        body: newsletterTokenRequest,
        response: { 200: newsletterConfirmResponse, 400: errorResponse, 404: errorResponse, 410: errorResponse, 429: errorResponse },
      },
    },
    async (req, reply) => {
      const outcome = await confirmNewsletter(app.deps, req.body.token, { ip: req.ip });
      if (outcome.status === 'confirmed') return { success: true as const, status: 'confirmed' as const, unsubscribe_token: outcome.unsubscribeToken };
      if (outcome.status === 'expired') {
        return reply.status(410).send({
          success: false as const,
          error: 'This confirmation link has expired',
          detail: `Confirmation links are valid for ${NEWSLETTER_CONFIRM_DAYS} days: subscribe again to receive a new one.`,
          code: 'link_expired',
        });
      }
      return reply.status(404).send(linkNotValid('confirmation'));
    },
  );

  await app.register(unsubscribeRoutes);
};

/**
 * RFC 8058 one-click: mail clients POST a form body to the List-Unsubscribe URL.
 * The form parsers exist in this plugin's scope only; every other route reads JSON alone.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (scope) => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // RFC 8058 allows multipart/form-data too; the token is in the query, so its body is not needed.
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, {}));

  scope.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes: JSON { token }, or one-click (RFC 8058) with ?token= and the form body List-Unsubscribe=One-Click',
        querystring: newsletterUnsubscribeQuery,
        body: newsletterUnsubscribeBody,
        response: { 200: newsletterUnsubscribeResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      const token = req.body?.token ?? req.query.token;
      if (!token) return reply.status(400).send({ success: false as const, error: 'Validation failed', detail: 'token: required', code: 'validation_error' });
      const outcome = await unsubscribeNewsletter(scope.deps, token);
      if (outcome.status === 'invalid') return reply.status(404).send(linkNotValid('unsubscribe'));
      return { success: true as const, status: 'unsubscribed' as const };
    },
  );

  // Someone who opens the List-Unsubscribe address in a browser gets the page with its button (a GET changes nothing).
  scope.get(
    '/newsletter/unsubscribe',
    { schema: { tags: ['newsletter'], summary: 'Sends a browser to the unsubscribe page', querystring: newsletterUnsubscribeQuery, response: { 400: errorResponse } } },
    async (req, reply) => reply.redirect(`/newsletter/unsubscribe${req.query.token ? `?token=${encodeURIComponent(req.query.token)}` : ''}`, 303),
  );
};
