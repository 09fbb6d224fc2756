import { afterHydration } from '../../components/after-hydration.tsx';
import { ReviewsShowcasePlaceholder } from '../../features/reviews/components/reviews-showcase-placeholder.tsx';
import { translations } from './ready.ts';

await translations('reviews');

// The reviews' code and data load once the island has hydrated (the placeholder holds their place).
export const ReviewsShowcase = afterHydration(() => import('../../features/reviews/components/reviews-showcase.tsx').then((m) => m.ReviewsShowcase), ReviewsShowcasePlaceholder);
export { WineReviews } from '../../features/reviews/components/wine-reviews.tsx';
