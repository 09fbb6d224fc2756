/**
 * The gift voucher form's validation with the shared contract (`giftVoucherPurchaseRequest`), the
 * schema the server checks the request with. It brings zod, so this module is loaded on the
 * guest's first use of the form, not with the page (docs/decisions/0029); use-gift-form.ts loads it.
 */
import { giftVoucherPurchaseRequest, type GiftVoucherPurchaseRequest } from '@tenuta/contracts';
import { deliveryDateError, toFormErrors, toPurchaseRequest, type GiftFormErrors, type GiftFormValues } from './gift-form-model.ts';

/**
 * Valid stand-ins for fields whose own check failed: zod runs the object's cross-field rules (an
 * amount or an experience, the recipient's e-mail when it goes to them) only when every field
 * passed, so a second pass with these shows every problem at once.
 */
const STAND_IN: Partial<Record<keyof GiftVoucherPurchaseRequest, unknown>> = {
  buyer_name: 'Maria Rossi',
  buyer_email: 'maria@example.com',
  recipient_name: 'Anna',
  message: '',
  deliver_on: '2030-01-01',
  locale: 'it',
};

const issueFields = (issues: readonly { path: readonly PropertyKey[] }[]) => issues.map((i) => String(i.path[0] ?? ''));

/** The contract's verdict on the form, per field, in the form's words. */
export function validateGiftForm(v: GiftFormValues, today: string, locale: 'it' | 'en'): GiftFormErrors {
  const request = toPurchaseRequest(v, today, locale);
  const first = giftVoucherPurchaseRequest.safeParse(request);
  const failed = first.success ? [] : issueFields(first.error.issues);
  const patched: Record<string, unknown> = { ...request };
  for (const field of failed) if (field in STAND_IN) patched[field] = STAND_IN[field as keyof GiftVoucherPurchaseRequest];
  const second = failed.length > 0 ? giftVoucherPurchaseRequest.safeParse(patched) : first;
  const more = second.success ? [] : issueFields(second.error.issues);
  return { ...toFormErrors([...failed, ...more], v), ...deliveryDateError(v, today) };
}
