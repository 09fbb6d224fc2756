import { pageMeta } from '../../components/page-meta.ts';
import { LegalDocument } from '../../features/legal/components/legal-document.tsx';

export const meta = () => pageMeta('legal', 'privacy.meta');

export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
