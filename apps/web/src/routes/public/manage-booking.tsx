import { useLocation, useSearchParams } from 'react-router';
import { RefundPolicyTable } from '../../features/legal/components/refund-policy-table.tsx';
import { ManageBookingView } from '../../features/manage-booking/components/manage-booking-view.tsx';

/** /manage/{id}?token=…: the guest's "manage my booking" page (link from the confirmation e-mail). Rendered in the browser, which has the id and the token. */
export default function ManageBookingPage() {
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.split('/')[2] ?? '');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <ManageBookingView link={{ id, token }} policy={<RefundPolicyTable />} />;
}
