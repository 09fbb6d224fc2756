import { BookingSuccessView, type EstateLocation } from '../../features/booking-success/components/booking-success-view.tsx';
import { useBookingSuccess } from '../../features/booking-success/use-booking-success.ts';
import { directionsUrl, estate, estateAddressLine } from '../../features/location/estate.ts';

/** The older flow's default location (docs/product.md, Constants). */
const location: EstateLocation = { name: `${estate.city}, ${estate.region}`, address: estateAddressLine, mapUrl: directionsUrl };

/** /booking-success (older flow): ?booking=… or localStorage pending_booking; verifying, error or the confirmed booking. */
export default function BookingSuccessPage() {
  const state = useBookingSuccess();
  return <BookingSuccessView state={state} location={location} />;
}
