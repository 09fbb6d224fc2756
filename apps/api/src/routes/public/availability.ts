import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityCheckRequest,
  availabilityCheckResponse,
  availabilityQuery,
  availabilityResponse,
  availableSlotsQuery,
  availableSlotsResponse,
  errorResponse,
  experienceAvailabilityQuery,
  experienceAvailabilityResponse,
  idParam,
} from '@tenuta/contracts';
import { sendCached } from '../../cache/cached-reply.ts';
import { checkAvailability, getExperienceAvailability, listAvailability, listAvailableSlots } from '@tenuta/booking';

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = (req: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) => sendCached(app, req, reply, req.url, compute);

  app.get(
    '/experiences/available',
    {
      schema: {
        tags: ['availability'],
        summary: 'Slots with free seats for the booking widget',
        querystring: availableSlotsQuery,
        response: { 200: availableSlotsResponse, 400: errorResponse },
      },
    },
    (req, reply) => cached(req, reply, () => listAvailableSlots(app.deps, req.query)),
  );

  app.get(
    '/experiences/:id/availability',
    {
      schema: {
        tags: ['availability'],
        summary: "An experience's slots on a date (or the next 60 days), full ones included",
        params: idParam,
        querystring: experienceAvailabilityQuery,
        response: { 200: experienceAvailabilityResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    (req, reply) => cached(req, reply, () => getExperienceAvailability(app.deps, req.params.id, req.query.date)),
  );

  app.get(
    '/availability',
    {
      schema: {
        tags: ['availability'],
        summary: 'Slots on a date (or the next 60 days), optionally of one experience',
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, 400: errorResponse },
      },
    },
    (req, reply) => cached(req, reply, () => listAvailability(app.deps, req.query)),
  );

  app.post(
    '/availability/check',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['availability'],
        summary: 'Whether N people can still book an experience at a date and time',
        body: availabilityCheckRequest,
        response: { 200: availabilityCheckResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => checkAvailability(app.deps, req.body),
  );
};
