import { BookingWidgetSlot } from '../../features/booking-widget/booking-widget-slot.tsx';
// The island is loaded as it nears the screen: the widget comes with it (its CSS then part of the
// page's), rendered by the slot at once rather than through its own lazy() and Suspense.
import Widget from '../../features/booking-widget/components/booking-widget.tsx';
import { SharedCart } from '../cart-store.tsx';
import { translations } from './ready.ts';

await translations('booking');

/** The booking widget, with the cart the header island hosts. */
export const BookingWidget = ({ experience }: { experience: 'truffle' | 'wine' }) => (
  <SharedCart>
    <BookingWidgetSlot experience={experience} widget={Widget} />
  </SharedCart>
);
