import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, staffAuditQuery, staffAuditResponse, type StaffAuditSubject } from '@tenuta/contracts';
import { addDays, romeDayStart } from '@tenuta/core';
import { auditSubjectKey, describeAuditEntries, listStaffAudit, type AuditSubject } from '@tenuta/identity';
import { requireStaff } from '../../plugins/staff-auth.ts';

const subjectView = (type: string, id: string, s: AuditSubject): StaffAuditSubject => ({
  type,
  id,
  label: s.label,
  detail: s.detail,
  starts_at: s.startsAt?.toISOString() ?? null,
  title: s.title,
  partner_id: s.partnerId,
  booking_id: s.bookingId,
});

/** GET /api/staff/audit: the append-only log of staff actions, newest first, filterable, with what each row points at. */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: requireStaff(app, 'audit.read'),
      schema: {
        tags: ['staff'],
        summary: 'Staff actions (who, when, what, before and after, and the records they name: booking number and guest, slot time, partner…), newest first',
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
      const { subjects, actorNames } = await describeAuditEntries(app.deps.db, r.entries);
      const find = (type: string, id: string | number | null | undefined) => {
        if (id == null) return null;
        const s = subjects.get(auditSubjectKey(type, String(id)));
        return s ? subjectView(type, String(id), s) : null;
      };
      return {
        success: true as const,
        data: {
          entries: r.entries.map((e) => {
            const after = e.after ?? {};
            const related = [find('partner', after.partner_id as number | undefined), find('booking', after.booking_id as number | undefined)].filter(
              (x): x is StaffAuditSubject => x !== null,
            );
            return {
              id: e.id,
              staff_id: e.staffId,
              actor_email: e.actorEmail,
              actor_name: e.staffId === null ? null : (actorNames.get(e.staffId) ?? null),
              action: e.action,
              target_type: e.targetType,
              target_id: e.targetId,
              before: e.before,
              after: e.after,
              created_at: e.createdAt.toISOString(),
              subject: find(e.targetType, e.targetId),
              related,
            };
          }),
          next_before_id: r.nextBeforeId,
        },
      };
    },
  );
};
