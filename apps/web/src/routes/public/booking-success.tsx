import { FlowPlaceholder } from '../../components/flow-placeholder.tsx';
import { pageMeta } from '../../components/page-meta.ts';

export const meta = () => pageMeta('landing', 'bookingSuccess.meta', { noindex: true });

export default function BookingSuccessPage() {
  return <FlowPlaceholder page="bookingSuccess" />;
}
