import { pageMeta } from '../../components/page-meta.ts';
import { estate } from '../../features/location/estate.ts';
import { NewsletterTokenPage } from '../../features/newsletter/components/newsletter-token-page.tsx';

export const meta = () => pageMeta('newsletter', 'meta.confirm', { noindex: true });

export default function NewsletterConfirmPage() {
  return <NewsletterTokenPage action="confirm" contactEmail={estate.email} />;
}
