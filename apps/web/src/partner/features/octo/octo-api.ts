import type { OctoKeyViewBody, OctoWebhookDeliveryBody } from '@tenuta/contracts';
import { partnerApi } from '../../app/api.ts';

export const octoKeysKey = ['partner', 'octo', 'keys'] as const;
export const octoDeliveriesKey = ['partner', 'octo', 'deliveries'] as const;

export const listOctoKeys = () => partnerApi<{ data: { keys: OctoKeyViewBody[] } }>('/octo/keys').then((r) => r.data.keys);
export const createOctoKey = (name: string) => partnerApi<{ data: { key: OctoKeyViewBody; secret: string } }>('/octo/keys', { method: 'POST', body: { name } }).then((r) => r.data);
export const revokeOctoKey = (id: number) => partnerApi(`/octo/keys/${id}/revoke`, { method: 'POST' });
export const listOctoDeliveries = (before?: number) =>
  partnerApi<{ data: { deliveries: OctoWebhookDeliveryBody[]; page_size: number } }>('/octo/webhook-deliveries', { query: { before } }).then((r) => r.data);
