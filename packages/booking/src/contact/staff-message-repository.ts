import { asc, desc, eq, sql } from 'drizzle-orm';
import { contactMessages, contactReplies, staffAccounts, type ContactMessage } from '@tenuta/db';
import type { StaffMessageReplyView, StaffMessageView } from '@tenuta/contracts';
import type { Executor } from '@tenuta/core';

export type MessageStatus = ContactMessage['status'];

// Qualified by hand: inside a one-table select Drizzle leaves column names unqualified.
const replyCount = sql<number>`(SELECT count(*)::int FROM contact_replies r WHERE r.message_id = "contact_messages"."id")`;

export function toMessageView(m: ContactMessage, replies: number): StaffMessageView {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    locale: m.locale,
    status: m.status,
    created_at: m.createdAt.toISOString(),
    answered_at: m.answeredAt?.toISOString() ?? null,
    reply_count: replies,
  };
}

/** A status's messages, newest first. */
export async function findMessages(db: Executor, status: MessageStatus, limit = 300): Promise<StaffMessageView[]> {
  const rows = await db
    .select({ m: contactMessages, replies: replyCount })
    .from(contactMessages)
    .where(eq(contactMessages.status, status))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  return rows.map((r) => toMessageView(r.m, Number(r.replies)));
}

export async function countOpenMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(eq(contactMessages.status, 'open'));
  return Number(row?.n ?? 0);
}

export async function findMessage(db: Executor, id: number): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function lockMessage(tx: Executor, id: number): Promise<ContactMessage | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

/** A message's replies, oldest first, with who wrote them. */
export async function findReplies(db: Executor, messageId: number): Promise<StaffMessageReplyView[]> {
  const rows = await db
    .select({ id: contactReplies.id, body: contactReplies.body, createdAt: contactReplies.createdAt, name: staffAccounts.name, email: staffAccounts.email })
    .from(contactReplies)
    .innerJoin(staffAccounts, eq(staffAccounts.id, contactReplies.staffId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((r) => ({ id: r.id, body: r.body, staff_name: r.name, staff_email: r.email, created_at: r.createdAt.toISOString() }));
}
