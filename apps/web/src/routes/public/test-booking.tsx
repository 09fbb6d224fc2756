import { FlowPlaceholder } from '../../components/flow-placeholder.tsx';
import { pageMeta } from '../../components/page-meta.ts';

export const meta = () => pageMeta('landing', 'testBooking.meta', { noindex: true });

export default function TestBookingPage() {
  return <FlowPlaceholder page="testBooking" />;
}
