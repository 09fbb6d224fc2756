export { listStaffSlots } from './list-staff-slots.ts';
export { getStaffSlot } from './get-staff-slot.ts';
export { createSlots } from './create-slots.ts';
export { updateSlot } from './update-slot.ts';
export { setBookingCutoff } from './set-booking-cutoff.ts';
export { cancelSlot, cancelBookingWithSlot } from './cancel-slot.ts';
export { expandSeries, slotPrices, isoWeekday, isCalendarDate, MAX_SERIES_DAYS, MAX_SERIES_SLOTS, MAX_CALENDAR_DAYS } from './slot-series.ts';
export type { StaffSlotsDeps } from './staff-slots-deps.ts';
