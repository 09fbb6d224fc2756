import { lazy, Suspense } from 'react';
import { savePendingBooking } from '../../features/booking-success/pending-booking.ts';
import type { SessionBooking } from '../../features/test-booking/session-bookings.ts';

// A developer tool: its code and styles load with the page's island. The server sends this page
// outside production only (in production /test-booking is the not-found page, HTTP 404).
const TestBookingView = lazy(() => import('../../features/test-booking/components/test-booking-view.tsx').then((m) => ({ default: m.TestBookingView })));

/** The older flow's success page verifies the booking this tab stored last (`pending_booking`). */
const openSuccess = ({ booking, token }: SessionBooking) => savePendingBooking({ booking_number: booking.booking_number, booking_id: booking.id, token });

export default function TestBookingPage() {
  return (
    <Suspense fallback={null}>
      <TestBookingView onOpenSuccess={openSuccess} />
    </Suspense>
  );
}
