import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOctoSupplier } from '@tenuta/booking';
import { octoCapabilities, octoSupplier } from '@tenuta/contracts';
import { octoErrors, octoView, tags } from './octo-request.ts';

/** The capabilities served under /octo: pricing and content here, webhooks with their own routes. */
export const SERVED_CAPABILITIES = ['octo/pricing', 'octo/content', 'octo/webhooks'] as const;

export const octoSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supplier',
    { schema: { tags, summary: 'The estate as the OCTO supplier: name, contacts, the endpoint', response: { 200: octoSupplier, ...octoErrors } } },
    async (req) => getOctoSupplier(octoView(app, req)),
  );

  app.get(
    '/capabilities',
    { schema: { tags, summary: 'The OCTO capabilities served (ask for them in the Octo-Capabilities header)', response: { 200: octoCapabilities, ...octoErrors } } },
    async () => SERVED_CAPABILITIES.map((id) => ({ id, revision: 1, required: false, dependencies: [], docs: null })),
  );
};
