import type { ModerationReview, ReviewModerateResponse, ReviewModerationAction } from '@tenuta/contracts';
import { hashManageToken } from '../bookings/index.ts';
import type { BookingDeps } from '../deps.ts';
import { DomainError } from '@tenuta/core';
import { toModerationReview } from './review-mapper.ts';
import { findReviewByModerationHash, moderateByHash } from './review-repository.ts';

/** Who acted, in reviews.moderated_by: the link in the staff e-mail (no staff login yet). */
export const EMAIL_LINK_MODERATOR = 'staff:email-link';

const spentLink = () => new DomainError('not_found', 'Moderation link not valid', 'This moderation link has already been used or is not valid: each link works once.');

const usable = (token: string) => token.length >= 20 && token.length <= 200;

/** The pending review a staff link points to (read-only: opening the link changes nothing). */
export async function getReviewForModeration({ db }: Pick<BookingDeps, 'db'>, token: string): Promise<ModerationReview> {
  if (!usable(token)) throw spentLink();
  const row = await findReviewByModerationHash(db, hashManageToken(token));
  if (!row) throw spentLink();
  return toModerationReview(row);
}

/** Approves or rejects the review and spends the link (single use). */
export async function moderateReview({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, token: string, action: ReviewModerationAction): Promise<ReviewModerateResponse['data']> {
  if (!usable(token)) throw spentLink();
  const done = await moderateByHash(db, hashManageToken(token), {
    status: action === 'approve' ? 'approved' : 'rejected',
    at: clock.now(),
    by: EMAIL_LINK_MODERATOR,
  });
  if (!done) throw spentLink();
  return { id: done.id, status: done.status, moderated_at: done.moderatedAt.toISOString() };
}
