import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOctoProduct, listOctoProducts } from '@tenuta/booking';
import { octoProduct, octoProductParams, octoProducts } from '@tenuta/contracts';
import { apiCaller, octoErrors, octoView, tags } from './octo-request.ts';

/** The catalogue as OCTO products: one per bookable experience, option DEFAULT, units ADULT, CHILD (and VIP). */
export const octoProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Every bookable experience as an OCTO product (content and pricing by capability, in the Accept-Language)',
        response: { 200: octoProducts, ...octoErrors },
      },
    },
    async (req) => listOctoProducts(app.deps, apiCaller(req), octoView(app, req)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product by its id (the experience slug); INVALID_PRODUCT_ID otherwise',
        params: octoProductParams,
        response: { 200: octoProduct, ...octoErrors },
      },
    },
    async (req) => getOctoProduct(app.deps, apiCaller(req), octoView(app, req), req.params.id),
  );
};
