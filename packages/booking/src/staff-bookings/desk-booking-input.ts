import type { DirectParty } from '../bookings/book-locked-slot.ts';

/** The guest staff book for: name always, e-mail and phone when given, the language of their e-mails. */
export interface DeskGuest {
  name: string;
  email: string | null;
  phone: string | null;
  locale: 'it' | 'en';
}

/** How the booking is paid: at the estate, by a reseller on account, or by a payment link e-mailed to the guest. */
export type DeskPayment = { kind: 'on_site' } | { kind: 'on_account'; partnerId: number; reference: string | null } | { kind: 'payment_link'; hours?: number | undefined };

export interface StaffNewBooking {
  slotId: number;
  party: DirectParty;
  guest: DeskGuest;
  /** What the guest asked for (allergies, an occasion): the booking's notes. */
  notes: string | null;
  payment: DeskPayment;
}
