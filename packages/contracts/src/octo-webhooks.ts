import { z } from 'zod';

/** OCTO's webhooks capability (`octo/webhooks`) under /octo: a key registers where it hears of booking changes. */

export const octoWebhook = z.object({
  id: z.string(),
  event: z.literal('booking_update'),
  url: z.string(),
  retryOnError: z.boolean(),
  useContactLanguage: z.boolean(),
  headers: z.record(z.string(), z.string()),
  capabilities: z.array(z.string()),
});

export const octoWebhookCreateRequest = z.object({
  url: z.string().min(1).max(2000),
  event: z.string().min(1).max(50),
  retryOnError: z.boolean().optional(),
  useContactLanguage: z.boolean().optional(),
  headers: z.record(z.string().max(64), z.string().max(1000)).optional(),
  capabilities: z.array(z.string().max(50)).max(20).optional(),
});

/** The webhook and its signing secret (`whsec_…`), returned this once. */
export const octoWebhookCreated = octoWebhook.extend({ secret: z.string() });
export const octoWebhookParams = z.object({ id: z.string().max(100) });
export const octoWebhookErrorBody = z.object({ error: z.string(), errorMessage: z.string() }).passthrough();
