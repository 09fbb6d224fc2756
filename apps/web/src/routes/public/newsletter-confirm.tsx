import { estate } from '../../features/location/estate.ts';
import { NewsletterTokenPage } from '../../features/newsletter/components/newsletter-token-page.tsx';

export default function NewsletterConfirmPage() {
  return <NewsletterTokenPage action="confirm" contactEmail={estate.email} />;
}
