import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParam, staffAccountResponse, staffInviteRequest, staffInviteResponse, staffRoleRequest, staffTeamResponse } from '@tenuta/contracts';
import { changeStaffRole, deactivateStaff, inviteStaff, listTeam, resetStaffTotp } from '@tenuta/identity';
import { currentStaff, identityDeps, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/** The Team page (owners): invite, change a role, deactivate, reset a colleague's second factor. */
export const staffTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => identityDeps(app);
  const owner = requireStaff(app, 'team.manage');

  app.get('/team', { preHandler: owner, schema: { tags: ['staff'], summary: 'Every staff account', response: { 200: staffTeamResponse, ...errors } } }, async () => ({
    success: true as const,
    data: { staff: await listTeam(app.deps.db) },
  }));

  app.post(
    '/team/invite',
    {
      preHandler: owner,
      schema: {
        tags: ['staff'],
        summary: 'Invites a colleague by e-mail (single-use link, 72 h); again for an invited one sends a new link',
        body: staffInviteRequest,
        response: { 201: staffInviteResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await inviteStaff(deps(), currentStaff(req), req.body);
      return reply.status(201).send({ success: true as const, data: { staff: r.staff, expires_at: r.expiresAt.toISOString() } });
    },
  );

  app.patch(
    '/team/:id',
    {
      preHandler: owner,
      schema: {
        tags: ['staff'],
        summary: 'Changes a role (the last active owner stays an owner); with expected_role, 409 role_changed when the account no longer has it',
        params: idParam,
        body: staffRoleRequest,
        response: { 200: staffAccountResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { staff: await changeStaffRole(deps(), currentStaff(req), req.params.id, req.body.role, req.body.expected_role) } }),
  );

  app.post(
    '/team/:id/deactivate',
    {
      preHandler: owner,
      schema: { tags: ['staff'], summary: 'Deactivates an account: its sessions end at once', params: idParam, response: { 200: staffAccountResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: { staff: await deactivateStaff(deps(), currentStaff(req), req.params.id) } }),
  );

  app.post(
    '/team/:id/totp-reset',
    {
      preHandler: owner,
      schema: {
        tags: ['staff'],
        summary: "Removes a colleague's second factor (never one's own): their sessions end, they are e-mailed and enrol again",
        params: idParam,
        response: { 200: staffAccountResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { staff: await resetStaffTotp(deps(), currentStaff(req), req.params.id) } }),
  );
};
