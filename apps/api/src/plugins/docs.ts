import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the zod route schemas, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tenuta booking API', version: '0.1.0', description: 'Public, partner and staff API of the Tenuta booking site.' },
      servers: [],
      components: {
        securitySchemes: {
          staffSession: { type: 'http', scheme: 'bearer', description: 'A staff session token from POST /api/staff/auth/login' },
          partnerSession: { type: 'http', scheme: 'bearer', description: 'A partner session token from POST /api/partners/auth/login' },
          octoKey: { type: 'http', scheme: 'bearer', description: "A reseller's OCTO API key (made in the partner area's settings)" },
        },
      },
    },
    // Staff routes (tag "staff") carry the staff session's bearer token, except sign-in and the set-password link.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const url = input.url;
      const open = /^\/api\/staff\/auth\/(login|invite|accept-invite)/.test(url);
      if (url.startsWith('/api/staff/') && !open) return { ...out, schema: { ...out.schema, security: [{ staffSession: [] }] } };
      // Partner routes carry the partner session's token, except sign-in, registration, invitation checks and password reset.
      const partnerOpen = /^\/api\/partners\/auth\/(login|register|validate-invite|password-reset\/)/.test(url);
      if (url.startsWith('/api/partners/') && !partnerOpen) return { ...out, schema: { ...out.schema, security: [{ partnerSession: [] }] } };
      // Every OCTO route carries the reseller's API key.
      if (url.startsWith('/octo/')) return { ...out, schema: { ...out.schema, security: [{ octoKey: [] }] } };
      return out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
