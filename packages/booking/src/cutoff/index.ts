export {
  DEFAULT_CUTOFF_MINUTES,
  MAX_CUTOFF_MINUTES,
  cutoffMinutesSql,
  effectiveCutoff,
  isOpenForSale,
  isValidCutoff,
  salesCloseAt,
  type CutoffCategory,
} from './booking-cutoff.ts';
export { checkBookingCutoff } from './check-booking-cutoff.ts';
