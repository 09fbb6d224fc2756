import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { pageMeta } from '../../components/page-meta.ts';
import { savePendingBooking } from '../../features/booking-success/pending-booking.ts';
import type { SessionBooking } from '../../features/test-booking/session-bookings.ts';
import type { Route } from './+types/test-booking';
import NotFoundPage from './not-found.tsx';

// A developer tool: its code and styles load only once the server said the page exists.
const TestBookingView = lazy(() => import('../../features/test-booking/components/test-booking-view.tsx').then((m) => ({ default: m.TestBookingView })));

/**
 * The developer test page exists only where the server serves it: outside
 * production. In production the server answers 404 (with the SPA shell); the
 * page asks the server the same question (HEAD), so the browser shows the
 * not-found page there, also after a client-side navigation.
 */
export async function clientLoader() {
  const res = await fetch('/test-booking', { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw data('Not found', { status: 404 });
  return { enabled: true as const };
}
clientLoader.hydrate = true as const;

/** While the server is asked: nothing yet (neither the tool nor a not-found page that may be wrong). */
export function HydrateFallback() {
  return <div className="container" style={{ minHeight: '60vh' }} aria-busy="true" />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.enabled ? pageMeta('testBooking', 'meta', { noindex: true }) : pageMeta('notfound', 'meta', { noindex: true });

/** The older flow's success page verifies the booking this tab stored last (`pending_booking`). */
const openSuccess = ({ booking, token }: SessionBooking) => savePendingBooking({ booking_number: booking.booking_number, booking_id: booking.id, token });

export default function TestBookingPage() {
  return (
    <Suspense fallback={null}>
      <TestBookingView onOpenSuccess={openSuccess} />
    </Suspense>
  );
}
