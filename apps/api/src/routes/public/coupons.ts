import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponNotFoundResponse, couponValidateQuery, couponValidateResponse, errorResponse } from '@tenuta/contracts';
import { COUPON_NOT_FOUND_MESSAGE, validateCoupon } from '@tenuta/booking';
import { guestCaller } from '../../guest-caller.ts';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupon/validate',
    {
      schema: {
        tags: ['coupons'],
        summary: "A code's terms and whether it can be used now; 404 for an unknown code",
        description: 'Codes tried are limited per client address (429 with Retry-After, docs/domain/abuse-limits.md).',
        querystring: couponValidateQuery,
        response: { 200: couponValidateResponse, 400: errorResponse, 404: couponNotFoundResponse, 429: errorResponse },
      },
    },
    async (req, reply) => {
      const result = await validateCoupon(app.deps, req.query.code, guestCaller(app, req));
      if (result) return result;
      return reply.status(404).send({
        success: false as const,
        is_valid: false as const,
        code: 'not_found' as const,
        error: 'Coupon not found',
        message: COUPON_NOT_FOUND_MESSAGE,
      });
    },
  );
};
