import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, staffPrivacyEraseRequest, staffPrivacyEraseResponse, staffPrivacyExportQuery, staffPrivacyExportResponse } from '@tenuta/contracts';
import { erasePersonalData, exportCounts, exportPersonalData } from '@tenuta/booking';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 503: errorResponse };
const tags = ['staff'];

/**
 * Data-subject requests (GDPR arts. 15, 17 and 20): a JSON copy of everything
 * stored about an e-mail address, and its erasure (anonymisation that keeps
 * the accounting records). Owner and manager (privacy.manage); both audited.
 * The export of a staff member's or a partner's address is the owner's alone
 * (403 privacy_account_owner_only for a manager). No answer holds a working
 * token. Every answer is personal data: never cached.
 */
export const staffPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(app, 'privacy.manage');
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/privacy/export',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Everything stored about an e-mail address (any case): bookings with history, notes and reviews, payments, carts and checkouts, contact messages and replies, newsletter, e-mails sent (without tokens), manage links issued (dates only); audited as privacy.export. The address of a staff member or partner: owner only (403 privacy_account_owner_only), with the accounts, their sessions and one-time links (dates and states), audited as privacy.export_account',
        querystring: staffPrivacyExportQuery,
        response: { 200: staffPrivacyExportResponse, ...errors },
      },
    },
    async (req) => {
      const e = await exportPersonalData(app.deps, req.query.email, currentStaff(req));
      const c = exportCounts(e);
      return {
        success: true as const,
        data: {
          email: e.email,
          generated_at: e.generatedAt,
          counts: {
            bookings: c.bookings,
            booking_events: c.bookingEvents,
            booking_notes: c.bookingNotes,
            payments: c.payments,
            checkouts: c.checkouts,
            carts: c.carts,
            cart_items: c.cartItems,
            contact_messages: c.contactMessages,
            contact_replies: c.contactReplies,
            newsletter: c.newsletter,
            reviews: c.reviews,
            notifications: c.notifications,
            access_links: c.accessLinks,
            accounts: c.accounts,
            account_sessions: c.accountSessions,
            account_links: c.accountLinks,
          },
          bookings: e.bookings,
          booking_events: e.bookingEvents,
          booking_notes: e.bookingNotes,
          payments: e.payments,
          checkouts: e.checkouts,
          carts: e.carts,
          cart_items: e.cartItems,
          contact_messages: e.contactMessages,
          contact_replies: e.contactReplies,
          newsletter: e.newsletter,
          reviews: e.reviews,
          notifications: e.notifications,
          access_links: e.accessLinks,
          accounts: e.accounts,
          account_sessions: e.accountSessions,
          account_links: e.accountLinks,
        },
      };
    },
  );

  app.post(
    '/privacy/erase',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Erases an e-mail address (confirm: true): bookings keep amounts, status and payments without name, e-mail, phone or notes; contact messages, newsletter and reviews deleted; e-mails sent blanked; audited as privacy.erase',
        body: staffPrivacyEraseRequest,
        response: { 200: staffPrivacyEraseResponse, ...errors },
      },
    },
    async (req) => {
      const r = await erasePersonalData(app.deps, req.body.email, currentStaff(req));
      return {
        success: true as const,
        data: {
          email: req.body.email,
          bookings_anonymised: r.bookingsAnonymised,
          access_tokens: r.accessTokens,
          reviews: r.reviews,
          checkouts_anonymised: r.checkoutsAnonymised,
          contact_messages: r.contactMessages,
          contact_replies: r.contactReplies,
          newsletter: r.newsletter,
          notifications_blanked: r.notificationsBlanked,
          simulator_records: r.simulatorRecords,
        },
      };
    },
  );
};
