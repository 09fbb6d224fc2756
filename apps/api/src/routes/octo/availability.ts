import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkOctoAvailability, octoAvailabilityCalendar } from '@tenuta/booking';
import { octoAvailabilities, octoAvailabilityCalendarRequest, octoAvailabilityRequest, octoCalendar } from '@tenuta/contracts';
import { sendCached } from '../../cache/cached-reply.ts';
import { apiCaller, octoErrors, octoView, tags } from './octo-request.ts';

/**
 * START_TIME availability from the slots and their live occupancy (the site's one seat query),
 * answered from the site's availability cache: dropped on every seat change as the site's, keyed by
 * the reseller (its net prices), the capabilities and language asked, and the question.
 */
export const octoAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheKey = (req: FastifyRequest, view: ReturnType<typeof octoView>) =>
    `octo ${req.routeOptions.url} ${apiCaller(req).partnerId} ${view.locale} ${view.pricing} ${JSON.stringify(req.body)}`;

  app.post(
    '/availability/calendar',
    {
      config: { readsOnly: true },
      schema: {
        tags,
        summary: "One entry per Rome day of the range: the day's best status, vacancies, capacity (and lowest prices with pricing)",
        body: octoAvailabilityCalendarRequest,
        response: { 200: octoCalendar, ...octoErrors },
      },
    },
    async (req, reply) => {
      const view = octoView(app, req);
      return sendCached(app, req, reply, cacheKey(req, view), () => octoAvailabilityCalendar(app.deps, apiCaller(req), view, req.body));
    },
  );

  app.post(
    '/availability',
    {
      config: { readsOnly: true },
      schema: {
        tags,
        summary: 'The start times of a product in a date range or by availability ids, with status (AVAILABLE, LIMITED, SOLD_OUT, CLOSED) and vacancies',
        body: octoAvailabilityRequest,
        response: { 200: octoAvailabilities, ...octoErrors },
      },
    },
    async (req, reply) => {
      const view = octoView(app, req);
      return sendCached(app, req, reply, cacheKey(req, view), () => checkOctoAvailability(app.deps, apiCaller(req), view, req.body));
    },
  );
};
