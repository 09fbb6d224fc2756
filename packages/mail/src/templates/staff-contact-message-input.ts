import { eq } from 'drizzle-orm';
import { contactMessages } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { toLocale, type Locale } from '../strings.ts';
import type { StaffContactMessageInput } from './staff-contact-message.ts';

/** What a staff_contact_message row needs: `{ contact_message_id }`; a string says why it can never be rendered. */
export async function staffContactMessageInput(db: Executor, payload: unknown, locale: Locale): Promise<StaffContactMessageInput | string> {
  const id = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).contact_message_id : undefined;
  if (!Number.isSafeInteger(id)) return 'payload.contact_message_id must be a contact message id';
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id as number));
  if (!row) return `contact message not found: ${String(id)}`;
  return {
    locale,
    message: { id: row.id, name: row.name, email: row.email, phone: row.phone, subject: row.subject, message: row.message, locale: toLocale(row.locale), createdAt: row.createdAt },
  };
}
