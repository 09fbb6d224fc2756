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
import { EncodedBody, preferredEncoding } from '../../cache/encoded-body.ts';
import { checkAvailability, getExperienceAvailability, listAvailability, listAvailableSlots } from '@tenuta/booking';

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Answers from the availability cache when the app has one: the JSON is
   * computed and encoded once per query (and dropped on any seat change),
   * sent as bytes without serializing it again, and compressed at most once
   * per entry for clients that accept it (a 70 KB answer is about 6 KB in
   * brotli on a phone). Errors are never cached.
   */
  const cached = async (req: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) => {
    const cache = app.availabilityCache;
    if (!cache) return reply.send(await compute());
    const body = await cache.getOrCompute(req.url, app.deps.clock.now().getTime(), async () => new EncodedBody(JSON.stringify(await compute())));
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = body.raw.length >= 1024 ? preferredEncoding(req.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(body.raw);
    return reply.header('content-encoding', encoding).send(body.encoded(encoding));
  };

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
