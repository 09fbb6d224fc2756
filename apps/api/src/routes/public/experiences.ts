import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { experienceListResponse, experienceResponse, errorResponse, idParam } from '@tenuta/contracts';
import { getExperience, listExperiences } from '@tenuta/booking';

export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/experiences', { schema: { tags: ['catalogue'], response: { 200: experienceListResponse } } }, async () => {
    const data = await listExperiences(app.deps);
    return { success: true as const, data, total_count: data.length };
  });

  app.get('/experiences/:id', { schema: { tags: ['catalogue'], params: idParam, response: { 200: experienceResponse, 404: errorResponse } } }, async (req) => ({
    success: true as const,
    data: await getExperience(app.deps, req.params.id),
  }));
};
