import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, staffAuditQuery, staffAuditResponse } from '@tenuta/contracts';
import { addDays, romeDayStart } from '@tenuta/core';
import { listStaffAudit } from '@tenuta/identity';
import { requireStaff } from '../../plugins/staff-auth.ts';

/** GET /api/staff/audit: the append-only log of staff actions, newest first, filterable. */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: requireStaff(app, 'audit.read'),
      schema: {
        tags: ['staff'],
        summary: 'Staff actions (who, when, what, before and after), newest first',
        querystring: staffAuditQuery,
        response: { 200: staffAuditResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => {
      const q = req.query;
      const r = await listStaffAudit(app.deps.db, {
        limit: q.limit,
        ...(q.staff_id ? { staffId: q.staff_id } : {}),
        ...(q.action ? { action: q.action } : {}),
        ...(q.target_type ? { targetType: q.target_type } : {}),
        ...(q.target_id ? { targetId: q.target_id } : {}),
        ...(q.from ? { from: romeDayStart(q.from) } : {}),
        ...(q.to ? { to: new Date(romeDayStart(addDays(q.to, 1)).getTime() - 1) } : {}),
        ...(q.before_id ? { beforeId: q.before_id } : {}),
      });
      return {
        success: true as const,
        data: {
          entries: r.entries.map((e) => ({
            id: e.id,
            staff_id: e.staffId,
            actor_email: e.actorEmail,
            action: e.action,
            target_type: e.targetType,
            target_id: e.targetId,
            before: e.before,
            after: e.after,
            created_at: e.createdAt.toISOString(),
          })),
          next_before_id: r.nextBeforeId,
        },
      };
    },
  );
};
