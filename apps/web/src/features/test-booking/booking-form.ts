/**
 * The test page's booking form → the POST /api/bookings body (h1's contract).
 * Only the form's own shape is checked here (filled in, whole numbers); the
 * booking rules (adults, seats, VIP, CHOICE) are the server's, and its answer
 * is shown as it comes.
 */
import type { CreateBookingRequest } from '@tenuta/contracts';

export const TOUR_LANGUAGES = ['IT', 'EN', 'FR', 'DE'] as const;

export interface BookingFormValues {
  slotId: string;
  adults: string;
  children: string;
  vip: boolean;
  /** '' = the slot's first language. */
  language: '' | (typeof TOUR_LANGUAGES)[number];
  /** Only for a CHOICE slot; '' = let the server decide. */
  category: '' | 'TRUFFLE' | 'WINE';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: 'it' | 'en';
}

export type FormProblem = 'required' | 'wholeNumber';
export type FormErrors = Partial<Record<keyof BookingFormValues, FormProblem>>;

/** A developer's sample guest, so a test booking is one click away. */
export const initialBookingForm = (locale: 'it' | 'en'): BookingFormValues => ({
  slotId: '',
  adults: '2',
  children: '0',
  vip: false,
  language: '',
  category: '',
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.com',
  phone: '+39 333 1234567',
  locale,
});

const wholeNumber = (s: string) => /^\d{1,9}$/.test(s.trim());

export function toCreateBookingRequest(v: BookingFormValues): { ok: true; body: CreateBookingRequest } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  for (const key of ['slotId', 'adults', 'firstName', 'lastName', 'email', 'phone'] as const) if (!v[key].trim()) errors[key] = 'required';
  for (const key of ['slotId', 'adults', 'children'] as const) if (!errors[key] && v[key].trim() && !wholeNumber(v[key])) errors[key] = 'wholeNumber';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      slot_id: Number(v.slotId),
      adults: Number(v.adults),
      children: v.children.trim() ? Number(v.children) : 0,
      vip: v.vip,
      ...(v.language ? { language: v.language } : {}),
      ...(v.category ? { category: v.category } : {}),
      customer: { first_name: v.firstName.trim(), last_name: v.lastName.trim(), email: v.email.trim(), phone: v.phone.trim() },
      locale: v.locale,
    },
  };
}
