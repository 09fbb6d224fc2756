import { addDays, romeDate } from '@tenuta/core';

/** How many Rome days after the experience a review request may still go out. */
export const REVIEW_REQUEST_MAX_DAYS = 7;
/** A review link stays valid this long. */
export const REVIEW_TOKEN_DAYS = 60;
/** A reminder's manage link stays valid until this long after the start. */
export const REMINDER_TOKEN_DAYS_AFTER_START = 30;

/** The Rome calendar day whose experiences are reminded now: tomorrow in Rome. */
export const reminderDay = (now: Date): string => addDays(romeDate(now), 1);

/**
 * The Rome days on which an experience must have ended for its review request
 * to go out now: yesterday back to REVIEW_REQUEST_MAX_DAYS days ago, inclusive.
 */
export function reviewRequestDays(now: Date): { first: string; last: string } {
  const today = romeDate(now);
  return { first: addDays(today, -REVIEW_REQUEST_MAX_DAYS), last: addDays(today, -1) };
}
