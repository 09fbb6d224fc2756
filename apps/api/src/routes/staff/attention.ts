import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, staffAttentionResponse } from '@tenuta/contracts';
import { staffAttention } from '@tenuta/identity';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

/** GET /api/staff/attention: what waits in the partner area, counted for the caller's role (the menu's badges, Today's "to sort out"). */
export const staffAttentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attention',
    {
      preHandler: requireStaff(app, null),
      schema: {
        tags: ['staff'],
        summary:
          "What waits for someone: partner applications (partners.manage) and referrers' code requests (commissions.review), counts and the oldest few; null for what the role cannot act on",
        response: { 200: staffAttentionResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await staffAttention(app.deps, currentStaff(req).role) };
    },
  );
};
