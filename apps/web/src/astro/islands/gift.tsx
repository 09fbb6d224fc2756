import { translations } from './ready.ts';

await translations('gift');

export { GiftFormSection } from '../../features/gift-voucher/components/gift-form-section.tsx';
