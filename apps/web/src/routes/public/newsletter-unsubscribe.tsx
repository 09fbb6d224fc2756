import { pageMeta } from '../../components/page-meta.ts';
import { estate } from '../../features/location/estate.ts';
import { NewsletterTokenPage } from '../../features/newsletter/components/newsletter-token-page.tsx';

export const meta = () => pageMeta('newsletter', 'meta.unsubscribe', { noindex: true });

export default function NewsletterUnsubscribePage() {
  return <NewsletterTokenPage action="unsubscribe" contactEmail={estate.email} />;
}
