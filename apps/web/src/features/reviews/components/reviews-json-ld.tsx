import { reviewsJsonLd, serializeJsonLd, type ReviewsJsonLdInput } from '../review-json-ld.ts';

/**
 * The reviews as schema.org data for search engines. A data block: the
 * browser never runs it, so the CSP (scripts from 'self' only) does not apply.
 */
export function ReviewsJsonLd(props: ReviewsJsonLdInput) {
  const data = reviewsJsonLd(props);
  if (!data) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, not markup; serializeJsonLd escapes every < so it cannot close the script
  return <script type="application/ld+json" data-testid="reviews-json-ld" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
