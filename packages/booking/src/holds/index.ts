export { HOLD_MAX_LIFE_MINUTES, HOLD_MINUTES, holdExpiry, holdLifeLimit } from './hold-policy.ts';
export {
  freeSeats,
  isVirgin,
  fixedCategory,
  acceptsCategory,
  withHold,
  type SlotWithOccupancy,
  type SlotCategory,
  type BookedCategory,
} from './slot-state.ts';
export {
  querySlotsWithOccupancy,
  findSlotWithOccupancy,
  lockSlotWithOccupancy,
  lockSlotWithoutBooking,
  occupancySql,
  toSlotWithOccupancy,
  type OccupancyQuery,
  type OccupancyRow,
} from './seat-repository.ts';
export { sweepExpiredHolds, type SweepResult } from './sweep-expired-holds.ts';
