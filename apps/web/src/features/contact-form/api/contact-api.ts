import type { ContactRequest, ContactResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Seed section 7: POST /contact (body designed in @tenuta/contracts contactRequest). */
export const postContactMessage = (payload: ContactRequest) => apiRequest<ContactResponse>('/contact', { method: 'POST', body: payload });
