import { z } from 'zod';

/**
 * A reseller's OCTO API keys (its owner in the settings, staff on the partner's page) and the log
 * of its webhook deliveries. A key is returned whole only in the answer that made it.
 */

export const OCTO_KEY_NAME_MAX_LENGTH = 80;

export const octoKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's last four characters, to tell keys apart. */
  last4: z.string(),
  created_at: z.string(),
  created_by: z.enum(['partner', 'staff', 'system']),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  is_demo: z.boolean(),
});
export type OctoKeyViewBody = z.infer<typeof octoKeyView>;

export const octoKeyCreateRequest = z.object({ name: z.string().trim().min(1, 'Give the key a name').max(OCTO_KEY_NAME_MAX_LENGTH) });
export const octoKeysResponse = z.object({ success: z.literal(true), data: z.object({ keys: z.array(octoKeyView) }) });
export const octoKeyResponse = z.object({ success: z.literal(true), data: z.object({ key: octoKeyView }) });
/** The whole key (`secret`), this once: it is never shown again. */
export const octoKeyCreatedResponse = z.object({ success: z.literal(true), data: z.object({ key: octoKeyView, secret: z.string() }) });
export const octoKeyParams = z.object({ keyId: z.coerce.number().int().positive().max(2_147_483_647) });

export const octoWebhookDeliveryView = z.object({
  id: z.number().int(),
  event: z.literal('booking_update'),
  booking_uuid: z.string(),
  webhook_url: z.string(),
  key_name: z.string(),
  key_last4: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The receiver's HTTP status at the last attempt (null: no answer). */
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** When it is tried again (pending only). */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type OctoWebhookDeliveryBody = z.infer<typeof octoWebhookDeliveryView>;
export const octoWebhookDeliveriesQuery = z.object({ before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() });
export const octoWebhookDeliveriesResponse = z.object({ success: z.literal(true), data: z.object({ deliveries: z.array(octoWebhookDeliveryView), page_size: z.number().int() }) });
