export { listAvailableSlots, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from './list-available-slots.ts';
export { getExperienceAvailability } from './get-experience-availability.ts';
export { listAvailability } from './list-availability.ts';
export { checkAvailability } from './check-availability.ts';
export { toSlotDto } from './slot-mapper.ts';
