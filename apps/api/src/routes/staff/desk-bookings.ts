import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingRefParam,
  errorResponse,
  staffBookingGuestRequest,
  staffBookingPartyRequest,
  staffBookingPartyResponse,
  staffBookingResponse,
  staffDeskPartnersResponse,
  staffDeskSlotsQuery,
  staffDeskSlotsResponse,
  staffNewBookingRequest,
  staffNewBookingResponse,
} from '@tenuta/contracts';
import { changeBookingGuest, changeBookingParty, createStaffBooking, getStaffBooking, listDeskPartners, listDeskSlots } from '@tenuta/booking';
import { can } from '@tenuta/identity';
import { checkoutDeps } from '../../checkout-deps.ts';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse, 502: errorResponse, 503: errorResponse };
const tags = ['staff'];

/**
 * Bookings made at the desk (a phone call, a walk-in, a group by e-mail: on site, on a
 * reseller's account, by a payment link) and a booking's party and guest changed afterwards.
 * Thin: the rules are the booking engine's (packages/booking/src/staff-bookings). Personal data:
 * never cached.
 */
export const staffDeskBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => checkoutDeps(app);
  const create = requireStaff(app, 'bookings.create');
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/desk/slots',
    {
      preHandler: create,
      schema: {
        tags,
        summary: 'Slots staff can book now for a truffle hunt or a wine tasting, Rome days from..to (at most 62): not started, with seats free; online_closed past the cut-off',
        querystring: staffDeskSlotsQuery,
        response: { 200: staffDeskSlotsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { slots: await listDeskSlots(app.deps, req.query) } }),
  );

  app.get(
    '/desk/partners',
    {
      preHandler: create,
      schema: {
        tags,
        summary: 'Resellers staff can book on account for (active, on-account terms in force), with their credit now',
        response: { 200: staffDeskPartnersResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: { partners: await listDeskPartners(app.deps) } }),
  );

  app.post(
    '/bookings',
    {
      preHandler: create,
      schema: {
        tags,
        summary:
          'A booking made by staff under the site’s rules, prices and seat locks: paid on site (confirmed), on a reseller’s account (its credit limit), or by a payment link e-mailed to the guest (seats held until it expires); 409 not_enough_seats',
        body: staffNewBookingRequest,
        response: { 201: staffNewBookingResponse, ...errors },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const payment =
        b.payment.kind === 'on_account'
          ? { kind: 'on_account' as const, partnerId: b.payment.partner_id, reference: b.payment.reference || null }
          : b.payment.kind === 'payment_link'
            ? { kind: 'payment_link' as const, hours: b.payment.hours }
            : { kind: 'on_site' as const };
      const made = await createStaffBooking(
        deps(),
        {
          slotId: b.slot_id,
          party: { category: b.category, adults: b.adults, children: b.children, vip: b.vip, language: b.language ?? null },
          guest: { name: b.guest.name, email: b.guest.email?.toLowerCase() ?? null, phone: b.guest.phone || null, locale: b.guest.locale },
          notes: b.notes || null,
          payment,
        },
        currentStaff(req),
      );
      const booking = await getStaffBooking(app.deps, made.bookingId);
      const link = made.paymentLink ? { url: made.paymentLink.url, expires_at: made.paymentLink.expiresAt } : null;
      return reply.status(201).send({ success: true as const, data: { booking, payment_link: link } });
    },
  );

  app.post(
    '/bookings/:id/party',
    {
      preHandler: requireStaff(app, 'bookings.write'),
      schema: {
        tags,
        summary:
          'Changes the party (adults, children, VIP) before the start: seats re-checked under the slot lock (409 not_enough_seats), priced again; more to pay is due on site (or by a payment link), less goes back by the refund policy',
        params: bookingRefParam,
        body: staffBookingPartyRequest,
        response: { 200: staffBookingPartyResponse, ...errors },
      },
    },
    async (req) => {
      const staff = currentStaff(req);
      const b = req.body;
      const r = await changeBookingParty(
        deps(),
        {
          ref: req.params.id,
          adults: b.adults,
          children: b.children,
          vip: b.vip,
          balance: b.balance,
          linkHours: b.link_hours,
          refund: b.refund,
          mayOverrideRefund: can(staff.role, 'bookings.refund'),
        },
        staff,
      );
      return {
        success: true as const,
        data: {
          booking: await getStaffBooking(app.deps, r.bookingId),
          from_total_cents: r.fromTotalCents,
          to_total_cents: r.toTotalCents,
          owed_cents: r.owedCents,
          refund_cents: r.refundCents,
          refund_status: r.refundStatus,
          hand_back_cents: r.handBackCents,
          payment_link: r.paymentLink ? { url: r.paymentLink.url, expires_at: r.paymentLink.expiresAt } : null,
        },
      };
    },
  );

  app.post(
    '/bookings/:id/guest',
    {
      preHandler: requireStaff(app, 'bookings.guest'),
      schema: {
        tags,
        summary: 'Corrects the guest’s name, e-mail, phone or e-mail language (any state); the history and the audit log say which fields changed',
        params: bookingRefParam,
        body: staffBookingGuestRequest,
        response: { 200: staffBookingResponse, ...errors },
      },
    },
    async (req) => {
      const b = req.body;
      const r = await changeBookingGuest(
        app.deps,
        {
          ref: req.params.id,
          name: b.name,
          email: b.email === undefined ? undefined : (b.email?.toLowerCase() ?? null),
          phone: b.phone === undefined ? undefined : b.phone || null,
          locale: b.locale,
        },
        currentStaff(req),
      );
      return { success: true as const, data: { booking: await getStaffBooking(app.deps, r.bookingId) } };
    },
  );
};
