import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { DomainError } from '@tenuta/core';
import { authenticateStaff, bearerToken, can, type IdentityDeps, type Permission, type StaffPrincipal } from '@tenuta/identity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (set by requireStaff). */
    staff?: StaffPrincipal;
  }
}

export const identityDeps = (app: FastifyInstance): IdentityDeps => ({
  db: app.deps.db,
  clock: app.deps.clock,
  ...(app.deps.outbox ? { outbox: app.deps.outbox } : {}),
  publicUrl: app.config.publicUrl,
});

const unauthenticated = () => new DomainError('unauthorized', 'Sign in to continue', 'session_invalid');

/**
 * The guard of every staff call: a live session (401 otherwise), then the
 * role's permission (403 otherwise). Role and status are read from the
 * database on every call. `null` asks only for a session. An owner who has
 * not set up the second factor may only call what `allowWithoutTotp` opens.
 */
export function requireStaff(app: FastifyInstance, permission: Permission | null, options: { allowWithoutTotp?: boolean } = {}): preHandlerAsyncHookHandler {
  const guard = async (req: FastifyRequest) => {
    const staff = await authenticateStaff(app.deps, bearerToken(req.headers.authorization));
    if (!staff) throw unauthenticated();
    if (staff.mustEnrolTotp && !options.allowWithoutTotp) {
      throw new DomainError('forbidden', 'Set up the second factor (authenticator app) first', 'totp_enrolment_required');
    }
    if (permission && !can(staff.role, permission)) throw new DomainError('forbidden', 'Your role does not allow this', 'role_forbidden');
    req.staff = staff;
  };
  return Object.assign(guard, { [GUARD]: { permission, allowWithoutTotp: Boolean(options.allowWithoutTotp) } });
}

const GUARD = Symbol('staff guard');

/** Every /api/staff route as declared: method, URL and the guard's permission (undefined: not guarded). */
export interface StaffRouteEntry {
  method: string;
  url: string;
  guard: { permission: Permission | null; allowWithoutTotp: boolean } | undefined;
}
export const staffRouteTable = new Map<string, StaffRouteEntry>();

/**
 * For each route of the staff API: the guard runs first, at onRequest, before the body is read or
 * validated (a caller without a session or the role learns nothing from a 400 about the schema),
 * and the route is recorded with its permission (tests check every one against the role table).
 */
export function recordStaffRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler].flat().filter(Boolean) as unknown as Record<symbol, StaffRouteEntry['guard']>[];
    const guardFn = handlers.find((h) => h[GUARD]);
    const guard = guardFn?.[GUARD];
    if (guardFn) {
      const rest = handlers.filter((h) => h !== guardFn);
      route.preHandler = (rest.length ? rest : undefined) as typeof route.preHandler;
      route.onRequest = [guardFn, ...[route.onRequest].flat().filter(Boolean)] as unknown as typeof route.onRequest;
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      staffRouteTable.set(`${method} ${route.url}`, { method, url: route.url, guard });
    }
  });
}

/** The staff member of a guarded route. */
export function currentStaff(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw unauthenticated();
  return req.staff;
}
