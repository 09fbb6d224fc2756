import { translations } from './ready.ts';

await translations();

export { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup.tsx';
