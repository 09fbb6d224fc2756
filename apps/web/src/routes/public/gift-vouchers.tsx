import { pageMeta } from '../../components/page-meta.ts';
import { imagePreload } from '../../media/picture.tsx';
import { estate } from '../../features/location/estate.ts';
import { GiftFormSection } from '../../features/gift-voucher/components/gift-form-section.tsx';
import { GiftHero } from '../../features/gift-voucher/components/gift-hero.tsx';
import { GiftSteps } from '../../features/gift-voucher/components/gift-steps.tsx';

export const meta = () => pageMeta('gift');
// The hero image is the LCP element: fetched from the head, before scripts and fonts.
export const links = () => imagePreload('gift-voucher');

/** /regala: buy a gift voucher (docs/domain/gift-vouchers.md). */
export default function GiftVouchersPage() {
  return (
    <>
      <GiftHero />
      <GiftFormSection contactEmail={estate.email} />
      <GiftSteps />
    </>
  );
}
