import type { StaffMessageReplyView, StaffMessageView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { countOpenMessages, findMessage, findMessages, findReplies, toMessageView, type MessageStatus } from './staff-message-repository.ts';

/** The contact inbox for one status (open = new), newest first, with how many are open. */
export async function listContactMessages({ db }: Pick<BookingDeps, 'db'>, status: MessageStatus): Promise<{ messages: StaffMessageView[]; openCount: number }> {
  const [messages, openCount] = await Promise.all([findMessages(db, status), countOpenMessages(db)]);
  return { messages, openCount };
}

/** One message with the replies sent to it. */
export async function getContactMessage({ db }: Pick<BookingDeps, 'db'>, id: number): Promise<{ message: StaffMessageView; replies: StaffMessageReplyView[] }> {
  const message = await findMessage(db, id);
  if (!message) throw notFound('Message');
  const replies = await findReplies(db, id);
  return { message: toMessageView(message, replies.length), replies };
}
