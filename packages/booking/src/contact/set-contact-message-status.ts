import { eq } from 'drizzle-orm';
import { contactMessages } from '@tenuta/db';
import type { StaffMessageReplyView, StaffMessageView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { getContactMessage } from './list-contact-messages.ts';
import { lockMessage, type MessageStatus } from './staff-message-repository.ts';

/**
 * Files a message as open (new), answered (e.g. answered by phone) or spam.
 * answered_at is set when it becomes answered and cleared when it is
 * reopened. Audit message.status; the same status again changes nothing.
 */
export async function setContactMessageStatus(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  actor: StaffActor,
  messageId: number,
  status: MessageStatus,
): Promise<{ message: StaffMessageView; replies: StaffMessageReplyView[] }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const message = await lockMessage(tx, messageId);
    if (!message) throw notFound('Message');
    if (message.status === status) return;
    const answeredAt = status === 'answered' ? (message.answeredAt ?? now) : status === 'open' ? null : message.answeredAt;
    await tx.update(contactMessages).set({ status, answeredAt }).where(eq(contactMessages.id, messageId));
    await recordStaffAction(tx, actor, { action: 'message.status', targetType: 'message', targetId: messageId, before: { status: message.status }, after: { status } }, now);
  });
  return getContactMessage(deps, messageId);
}
