import type { ContactRequest, ContactResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /contact (body designed in @tenuta/contracts contactRequest) (docs/product.md, Reviews, contact and newsletter calls). */
export const postContactMessage = (payload: ContactRequest) => apiRequest<ContactResponse>('/contact', { method: 'POST', body: payload });
