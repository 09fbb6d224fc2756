/** OCTO webhooks: registered per API key, queued with the booking change, signed and delivered by the job runner. */
export { deleteOctoWebhook } from './delete-octo-webhook.ts';
export {
  deliverDueOctoWebhooks,
  OCTO_WEBHOOK_BACKOFF_SECONDS,
  OCTO_WEBHOOK_MAX_ATTEMPTS,
  OCTO_WEBHOOK_TIMEOUT_MS,
  type DeliverOctoWebhooksDeps,
  type WebhookPost,
  type WebhookRequest,
} from './deliver-octo-webhooks.ts';
export { DELIVERY_LOG_PAGE, listOctoWebhookDeliveries, type OctoWebhookDeliveryView } from './list-octo-webhook-deliveries.ts';
export { listOctoWebhooks } from './list-octo-webhooks.ts';
export type { OctoWebhookDeps, OctoWebhookOwner } from './octo-webhook-deps.ts';
export type { OctoWebhookView } from './octo-webhook-view.ts';
export { liveOctoHoldsOnSlot, queueOctoBookingUpdates } from './queue-octo-booking-update.ts';
export { renderOctoBookingUpdate } from './render-octo-booking-update.ts';
export { OCTO_WEBHOOKS_PER_KEY, registerOctoWebhook, type OctoWebhookInput } from './register-octo-webhook.ts';
export { OCTO_SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, signOctoWebhook, verifyOctoWebhook } from './webhook-signature.ts';
export { isPublicAddress } from './webhook-url.ts';
