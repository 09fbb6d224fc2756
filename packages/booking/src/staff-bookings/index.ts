// Bookings made and changed at the desk: by phone, walk-in or a group's e-mail (on site, on a
// reseller's account, or by a payment link), their party and their guest's details.
export { createStaffBooking, type CreatedStaffBooking } from './create-staff-booking.ts';
export type { DeskGuest, DeskPayment, StaffNewBooking } from './desk-booking-input.ts';
export { changeBookingParty, type PartyChangeInput, type PartyChangeOutcome } from './change-booking-party.ts';
export { changeBookingGuest, type GuestChange } from './change-booking-guest.ts';
export { listDeskPartners } from './list-desk-partners.ts';
export { DESK_SLOTS_MAX_DAYS, listDeskSlots } from './list-desk-slots.ts';
export type { DeskDeps } from './desk-deps.ts';
