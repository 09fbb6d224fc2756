import type { RefundPolicy } from '@tenuta/contracts';
import type { Seller } from '@tenuta/billing';

/** What rendering needs from the configuration. */
export interface RenderContext {
  /** The site's public origin, no trailing slash. */
  publicUrl: string;
  /** The active cancellation policy; the default one unless configured. */
  refundPolicy?: RefundPolicy;
  /** The estate as the seller on its invoices (SELLER_*): invoice e-mails attach their PDF and XML; a remittance names it as the payer that withholds. */
  seller?: Seller;
}

/** The row can never be rendered (bad payload, unknown bookings): retrying will not help. */
export class NotificationDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationDataError';
  }
}
