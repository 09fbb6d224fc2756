import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParam,
  staffCouponBookingsResponse,
  staffCouponCreateRequest,
  staffCouponListResponse,
  staffCouponResponse,
  staffCouponUpdateRequest,
} from '@tenuta/contracts';
import { createCoupon, listCouponBookings, listStaffCoupons, setCouponActive, updateCoupon } from '@tenuta/booking';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/** Coupons: list with uses, create, edit, disable/enable, the bookings that used a code. */
export const staffCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaff(app, 'coupons.read');
  const write = requireStaff(app, 'coupons.write');

  app.get(
    '/coupons',
    {
      preHandler: read,
      schema: { tags: ['staff'], summary: 'Every coupon with its uses (used + unexpired reservations) and status', response: { 200: staffCouponListResponse, ...errors } },
    },
    async () => ({ success: true as const, data: { coupons: await listStaffCoupons(app.deps) } }),
  );

  app.post(
    '/coupons',
    {
      preHandler: write,
      schema: {
        tags: ['staff'],
        summary: 'Creates a coupon (code upper-cased; percentage 1–100 or fixed cents; window in Rome days, valid_until inclusive); 409 code_taken',
        body: staffCouponCreateRequest,
        response: { 201: staffCouponResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true as const, data: { coupon: await createCoupon(app.deps, currentStaff(req), req.body) } }),
  );

  app.patch(
    '/coupons/:id',
    {
      preHandler: write,
      schema: {
        tags: ['staff'],
        summary: 'Edits a coupon; max_uses never below the uses counted (409 max_uses_below_uses), the code frozen once used (409 code_locked)',
        params: idParam,
        body: staffCouponUpdateRequest,
        response: { 200: staffCouponResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { coupon: await updateCoupon(app.deps, currentStaff(req), req.params.id, req.body) } }),
  );

  for (const [verb, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/coupons/:id/${verb}`,
      {
        preHandler: write,
        schema: {
          tags: ['staff'],
          summary: active ? 'Enables a coupon' : 'Disables a coupon: refused from the next cart or checkout',
          params: idParam,
          response: { 200: staffCouponResponse, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: { coupon: await setCouponActive(app.deps, currentStaff(req), req.params.id, active) } }),
    );
  }

  app.get(
    '/coupons/:id/bookings',
    {
      preHandler: read,
      schema: { tags: ['staff'], summary: 'The bookings that carry a coupon’s discount', params: idParam, response: { 200: staffCouponBookingsResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: await listCouponBookings(app.deps, req.params.id) }),
  );
};
