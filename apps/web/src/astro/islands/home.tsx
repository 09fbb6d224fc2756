import { afterHydration } from '../../components/after-hydration.tsx';
import { ExperienceCardsSkeleton } from '../../features/estate/components/experience-cards-skeleton.tsx';
import { translations } from './ready.ts';

await translations('home');

export { HomeHero } from '../../features/estate/components/home-hero.tsx';
// As on routes/public/home.tsx: the cards' code loads after hydration (docs/decisions/0029).
export const ExperienceCards = afterHydration(() => import('../../features/estate/components/experience-cards.tsx').then((m) => m.ExperienceCards), ExperienceCardsSkeleton);
