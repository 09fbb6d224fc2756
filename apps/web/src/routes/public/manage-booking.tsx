import { useParams, useSearchParams } from 'react-router';
import { pageMeta } from '../../components/page-meta.ts';
import { RefundPolicyTable } from '../../features/legal/components/refund-policy-table.tsx';
import { ManageBookingView } from '../../features/manage-booking/components/manage-booking-view.tsx';

// Personal data behind a secret link: never indexed (the server also sends no-store).
export const meta = () => pageMeta('manage', 'meta', { noindex: true });

/** /manage/{id}?token=…: the guest's "manage my booking" page (link from the confirmation e-mail). Not prerendered. */
export default function ManageBookingPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <ManageBookingView link={{ id, token }} policy={<RefundPolicyTable />} />;
}
