import { LegalDocument } from '../../features/legal/components/legal-document.tsx';

export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
