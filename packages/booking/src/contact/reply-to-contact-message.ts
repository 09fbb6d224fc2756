import { eq } from 'drizzle-orm';
import { contactMessages, contactReplies, notifications } from '@tenuta/db';
import type { StaffMessageReplyView, StaffMessageView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { DomainError, notFound } from '@tenuta/core';
import { toPlainText } from './contact-rules.ts';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { getContactMessage } from './list-contact-messages.ts';
import { lockMessage } from './staff-message-repository.ts';

export const REPLY_MAX = 5000;

/**
 * A staff reply to a contact message: the reply row, one contact_reply e-mail
 * to the guest in the language they wrote in (queued in the same
 * transaction, sent by the outbox after commit), the message marked answered.
 * A message marked as spam is not answered (409 message_spam: reopen it first).
 * Audit message.reply.
 */
export async function replyToContactMessage(
  deps: Pick<BookingDeps, 'db' | 'clock' | 'outbox'>,
  actor: StaffActor,
  messageId: number,
  input: { body: string },
): Promise<{ message: StaffMessageView; replies: StaffMessageReplyView[] }> {
  const body = toPlainText(input.body);
  if (body.length < 2) throw new DomainError('validation_error', 'Write a reply', 'reply_empty');
  if (body.length > REPLY_MAX) throw new DomainError('validation_error', `A reply can be at most ${REPLY_MAX} characters`, 'reply_too_long');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const message = await lockMessage(tx, messageId);
    if (!message) throw notFound('Message');
    if (message.status === 'spam') throw new DomainError('conflict', 'This message is marked as spam: mark it as new before replying', 'message_spam');
    const [reply] = await tx.insert(contactReplies).values({ messageId, staffId: actor.id, body, createdAt: now }).returning({ id: contactReplies.id });
    await tx.insert(notifications).values({ kind: 'contact_reply', recipient: message.email, locale: message.locale, payload: { contact_reply_id: reply!.id } });
    await tx.update(contactMessages).set({ status: 'answered', answeredAt: now }).where(eq(contactMessages.id, messageId));
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'message.reply',
        targetType: 'message',
        targetId: messageId,
        before: { status: message.status },
        after: { status: 'answered', reply_id: reply!.id, locale: message.locale },
      },
      now,
    );
  });
  try {
    deps.outbox?.kick();
  } catch {
    /* the worker's own schedule sends it anyway */
  }
  return getContactMessage(deps, messageId);
}
