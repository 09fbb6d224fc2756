/** The OCTO supplier API's use cases (docs/domain/octo.md): products, availability and the booking lifecycle on the one booking engine. */
export { cancelOctoBooking } from './cancel-octo-booking.ts';
export { confirmOctoBooking } from './confirm-octo-booking.ts';
export { extendOctoBooking } from './extend-octo-booking.ts';
export { getOctoBooking, listOctoBookings, OCTO_LIST_LIMIT } from './get-octo-bookings.ts';
export { getOctoVoucher } from './get-octo-voucher.ts';
export { checkOctoAvailability, octoAvailabilityCalendar } from './octo-availability.ts';
export { octoBookingsOfBooking } from './octo-booking-update.ts';
export type { OctoBookingDeps } from './octo-deps.ts';
export { octoErrorAnswer, type OctoErrorAnswer } from './octo-errors.ts';
export { getOctoProduct, listOctoProducts } from './octo-products.ts';
export { getOctoSupplier } from './octo-supplier.ts';
export { OCTO_CAPABILITIES, OCTO_OPTION_ID, octoLocaleOf, type OctoCaller, type OctoView } from './octo-view.ts';
export { reserveOctoBooking } from './reserve-octo-booking.ts';
export { updateOctoBooking } from './update-octo-booking.ts';
