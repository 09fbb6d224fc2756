import type { ContactPayload } from '@tenuta/contracts';
import { contactMessages, notifications } from '@tenuta/db';
import type { BookingDeps } from '../deps.ts';
import { enforceRateLimit } from '@tenuta/core';
import { CONTACT_EMAIL_RULE, CONTACT_IP_RULE, isBot, toPlainText } from './contact-rules.ts';

export type ContactDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'> & {
  /** Recipient of staff notifications (STAFF_EMAIL). */
  staffEmail: string;
};

export interface ContactContext {
  /** The caller's address, for the per-address limit. */
  ip: string;
}

export interface ContactOutcome {
  /** False when the honeypot caught a bot: nothing was stored or sent. */
  stored: boolean;
  id?: number;
}

/**
 * A message from the contact form: stored as plain text and, in the same
 * transaction, an e-mail to the staff (Reply-To: the guest) and an
 * acknowledgement to the guest queued in the outbox. Rate-limited per address and per e-mail; a filled honeypot is
 * answered as a success without storing or sending anything.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactPayload, ctx: ContactContext): Promise<ContactOutcome> {
  if (isBot(input.website)) return { stored: false };
  await enforceRateLimit(deps, CONTACT_IP_RULE, ctx.ip);
  const email = input.email.trim();
  await enforceRateLimit(deps, CONTACT_EMAIL_RULE, email.toLowerCase());
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: toPlainText(input.name),
        email,
        phone: input.phone ? toPlainText(input.phone) : null,
        subject: input.subject ?? null,
        message: toPlainText(input.message),
        locale: input.locale,
        privacyAcceptedAt: now,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    await tx.insert(notifications).values([
      { kind: 'staff_contact_message', recipient: deps.staffEmail, locale: 'it', payload: { contact_message_id: row!.id } },
      { kind: 'contact_acknowledgement', recipient: email, locale: input.locale, payload: { contact_message_id: row!.id } },
    ]);
    return row!.id;
  });
  try {
    deps.outbox?.kick();
  } catch {
    /* the worker's own schedule sends it anyway */
  }
  return { stored: true, id };
}
