import { LegalDocument } from '../../features/legal/components/legal-document.tsx';
import { RefundPolicyTable } from '../../features/legal/components/refund-policy-table.tsx';

export default function TermsPage() {
  return <LegalDocument doc="terms" inserts={{ cancellation: <RefundPolicyTable /> }} />;
}
