import { estate } from '../../features/location/estate.ts';
import { NewsletterTokenPage } from '../../features/newsletter/components/newsletter-token-page.tsx';

export default function NewsletterUnsubscribePage() {
  return <NewsletterTokenPage action="unsubscribe" contactEmail={estate.email} />;
}
