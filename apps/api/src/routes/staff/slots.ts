import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParam,
  staffExperienceCutoffRequest,
  staffExperienceCutoffResponse,
  staffSlotCancelRequest,
  staffSlotCancelResponse,
  staffSlotCreateRequest,
  staffSlotCreateResponse,
  staffSlotDetailResponse,
  staffSlotResponse,
  staffSlotUpdateRequest,
  staffSlotsQuery,
  staffSlotsResponse,
} from '@tenuta/contracts';
import { cancelSlot, createSlots, getStaffSlot, listStaffSlots, setBookingCutoff, updateSlot } from '@tenuta/booking';
import { checkoutDeps } from '../../checkout-deps.ts';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const tags = ['staff'];

/** The calendar of slots: read (slots.read), create, change, close, cancel, and each experience's online cut-off (slots.write). */
export const staffSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaff(app, 'slots.read');
  const write = requireStaff(app, 'slots.write');

  app.get(
    '/slots',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Slots starting on the Rome days from..to (at most 62), with seats booked, held and free, and the experiences a slot can offer',
        querystring: staffSlotsQuery,
        response: { 200: staffSlotsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listStaffSlots(app.deps, req.query) }),
  );

  app.get(
    '/slots/:id',
    {
      preHandler: read,
      schema: { tags, summary: 'One slot, its live bookings and what cancelling it now would refund', params: idParam, response: { 200: staffSlotDetailResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: await getStaffSlot(app.deps, req.params.id) }),
  );

  app.post(
    '/slots',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Creates one slot or a series (date range, weekdays, times; Rome wall clock); slots that already exist are skipped and reported',
        body: staffSlotCreateRequest,
        response: { 201: staffSlotCreateResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true as const, data: await createSlots(app.deps, currentStaff(req), req.body) }),
  );

  app.patch(
    '/slots/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Changes capacity (never below the seats taken: 409 capacity_below_taken), prices (bookings and holds keep theirs), languages, open/closed',
        params: idParam,
        body: staffSlotUpdateRequest,
        response: { 200: staffSlotResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { slot: await updateSlot(app.deps, currentStaff(req), req.params.id, req.body) } }),
  );

  app.patch(
    '/experiences/:id/cutoff',
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Sets how many minutes before a slot's start online sales of this experience stop (null: the category's default; a CHOICE slot takes the strictest)",
        params: idParam,
        body: staffExperienceCutoffRequest,
        response: { 200: staffExperienceCutoffResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { experience: await setBookingCutoff(app.deps, currentStaff(req), req.params.id, req.body.booking_cutoff_minutes) },
    }),
  );

  app.post(
    '/slots/:id/cancel',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Cancels the slot: every booking on it is cancelled with a full refund and each guest is told why, with the next free dates',
        params: idParam,
        body: staffSlotCancelRequest,
        response: { 200: staffSlotCancelResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await cancelSlot(checkoutDeps(app), currentStaff(req), req.params.id, req.body) }),
  );
};
