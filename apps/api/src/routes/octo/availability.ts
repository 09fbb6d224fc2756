import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkOctoAvailability, octoAvailabilityCalendar } from '@tenuta/booking';
import { octoAvailabilities, octoAvailabilityCalendarRequest, octoAvailabilityRequest, octoCalendar } from '@tenuta/contracts';
import { apiCaller, octoErrors, octoView, tags } from './octo-request.ts';

/** START_TIME availability from the slots and their live occupancy (the site's one seat query). */
export const octoAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/availability/calendar',
    {
      schema: {
        tags,
        summary: "One entry per Rome day of the range: the day's best status, vacancies, capacity (and lowest prices with pricing)",
        body: octoAvailabilityCalendarRequest,
        response: { 200: octoCalendar, ...octoErrors },
      },
    },
    async (req) => octoAvailabilityCalendar(app.deps, apiCaller(req), octoView(app, req), req.body),
  );

  app.post(
    '/availability',
    {
      schema: {
        tags,
        summary: 'The start times of a product in a date range or by availability ids, with status (AVAILABLE, LIMITED, SOLD_OUT, CLOSED) and vacancies',
        body: octoAvailabilityRequest,
        response: { 200: octoAvailabilities, ...octoErrors },
      },
    },
    async (req) => checkOctoAvailability(app.deps, apiCaller(req), octoView(app, req), req.body),
  );
};
