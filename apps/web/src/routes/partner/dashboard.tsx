import { pageMeta } from '../../components/page-meta.ts';
import { PartnerWelcome } from '../../features/partner/partner-welcome.tsx';

export const meta = () => pageMeta('partner', 'meta', { noindex: true });

export default function Page() {
  return <PartnerWelcome />;
}
