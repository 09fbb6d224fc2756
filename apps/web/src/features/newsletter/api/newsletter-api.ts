import type { NewsletterConfirmResponse, NewsletterSubscribeRequest, NewsletterUnsubscribeResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /newsletter/subscribe (email, name; plus locale, consent and the honeypot) (docs/product.md, Reviews, contact and newsletter calls). */
export const subscribeToNewsletter = (payload: NewsletterSubscribeRequest) => apiRequest<{ success: true }>('/newsletter/subscribe', { method: 'POST', body: payload });

export const confirmNewsletter = (token: string) => apiRequest<NewsletterConfirmResponse>('/newsletter/confirm', { method: 'POST', body: { token } });

export const unsubscribeFromNewsletter = (token: string) => apiRequest<NewsletterUnsubscribeResponse>('/newsletter/unsubscribe', { method: 'POST', body: { token } });
