import type { OctoProduct, OctoUnit, RefundPolicy } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { findOctoExperience, findOctoExperiences, partyLimits, productSlotFacts, type OctoExperience, type ProductSlotFacts } from './octo-catalog.ts';
import { octoWords, productFeatures, productLocations, productMedia } from './octo-product-content.ts';
import { netOf, octoPrice, partnerRates, type PartnerRates } from './octo-pricing.ts';
import { OCTO_OPTION_ID, type OctoCaller, type OctoView } from './octo-view.ts';

type ProductDeps = Pick<BookingDeps, 'db' | 'clock'> & { refundPolicy?: RefundPolicy };

/** How guests receive their booking: one voucher (PDF and QR code) per booking, and each unit item's ticket carries the same code. */
export const DELIVERY = { formats: ['QRCODE', 'PDF_URL'], methods: ['VOUCHER', 'TICKET'], redemption: 'DIGITAL' } as const;

/**
 * The units of a product: ADULT and CHILD as the site prices them (per adult; children free, they
 * take a seat) and VIP where the product's slots offer it (a one-time supplement per booking: for a
 * hunt, the slot made private). VIP takes no seat (paxCount 0).
 */
export function octoUnits(e: OctoExperience, facts: Pick<ProductSlotFacts, 'vip' | 'adultFrom' | 'vipFrom'>, view: OctoView, rates: PartnerRates): OctoUnit[] {
  const w = octoWords(view.locale);
  const limits = partyLimits(e);
  const pricing = (retail: number | null) => (view.pricing && retail !== null ? { pricingFrom: [octoPrice(retail, netOf(e.category, retail, rates))] } : {});
  const content = (title: string, shortDescription?: string) => (view.content ? { title, ...(shortDescription ? { shortDescription } : {}) } : {});
  const units: OctoUnit[] = [
    {
      id: 'ADULT',
      internalName: 'Adult',
      reference: null,
      type: 'ADULT',
      restrictions: { minAge: 18, maxAge: 99, idRequired: false, minQuantity: limits.minAdults, maxQuantity: limits.maxPeople, paxCount: 1, accompaniedBy: [] },
      requiredContactFields: [],
      ...pricing(facts.adultFrom ?? e.priceCents),
      ...content(w.adult),
    },
    {
      id: 'CHILD',
      internalName: 'Child',
      reference: null,
      type: 'CHILD',
      restrictions: { minAge: 0, maxAge: 17, idRequired: false, minQuantity: null, maxQuantity: limits.maxChildren, paxCount: 1, accompaniedBy: ['ADULT'] },
      requiredContactFields: [],
      ...pricing(0),
      ...content(w.child),
    },
  ];
  if (facts.vip) {
    units.push({
      id: 'VIP',
      internalName: 'VIP',
      reference: null,
      type: 'OTHER',
      restrictions: { minAge: 0, maxAge: 99, idRequired: false, minQuantity: null, maxQuantity: 1, paxCount: 0, accompaniedBy: ['ADULT'] },
      requiredContactFields: [],
      ...pricing(facts.vipFrom),
      ...content(w.vip, e.category === 'TRUFFLE' ? w.vipUnitTruffle : w.vipUnitWine),
    });
  }
  return units;
}

/** One experience as an OCTO product, in the caller's language and with the capabilities it asked for. */
export function toOctoProduct(e: OctoExperience, facts: ProductSlotFacts, view: OctoView, rates: PartnerRates, policy?: RefundPolicy): OctoProduct {
  const title = view.locale === 'en' ? e.titleEn : e.titleIt;
  const limits = partyLimits(e);
  return {
    id: e.slug,
    internalName: e.titleIt,
    reference: e.slug,
    locale: view.locale,
    timeZone: 'Europe/Rome',
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: [...DELIVERY.formats],
    deliveryMethods: [...DELIVERY.methods],
    redemptionMethod: DELIVERY.redemption,
    options: [
      {
        id: OCTO_OPTION_ID,
        default: true,
        internalName: 'DEFAULT',
        reference: null,
        availabilityLocalStartTimes: facts.startTimes,
        // Cancellable until the start, with the refund of the policy at that moment (docs/domain/octo.md).
        cancellationCutoff: '0 hours',
        cancellationCutoffAmount: 0,
        cancellationCutoffUnit: 'hour',
        requiredContactFields: [],
        restrictions: { minUnits: limits.minAdults, maxUnits: limits.maxPeople },
        units: octoUnits(e, facts, view, rates),
        ...(view.content ? { title, shortDescription: view.locale === 'en' ? e.summaryEn : e.summaryIt } : {}),
      },
    ],
    ...(view.pricing ? { defaultCurrency: 'EUR', availableCurrencies: ['EUR'], pricingPer: 'UNIT' as const } : {}),
    ...(view.content
      ? {
          title,
          shortDescription: view.locale === 'en' ? e.summaryEn : e.summaryIt,
          description: view.locale === 'en' ? e.descriptionEn : e.descriptionIt,
          features: productFeatures(e, view.locale, facts.vip, policy),
          media: productMedia(e, view.publicUrl, title),
          locations: productLocations(view.locale),
          durationMinutesFrom: e.durationMinutes,
          durationMinutesTo: null,
          commentary: (facts.languages.length > 0 ? facts.languages : ['IT', 'EN']).map((l) => ({ format: 'IN_PERSON', language: l.toLowerCase() })),
        }
      : {}),
  };
}

/** GET /octo/products: every bookable experience, in the catalogue's order. */
export async function listOctoProducts(deps: ProductDeps, caller: OctoCaller, view: OctoView): Promise<OctoProduct[]> {
  const now = deps.clock.now();
  const rates = await partnerRates(deps.db, caller.partnerId, now);
  const list = await findOctoExperiences(deps.db);
  return Promise.all(list.map(async (e) => toOctoProduct(e, await productSlotFacts(deps.db, e, now), view, rates, deps.refundPolicy)));
}

/** GET /octo/products/{id}: one product; an unknown or inactive one is INVALID_PRODUCT_ID. */
export async function getOctoProduct(deps: ProductDeps, caller: OctoCaller, view: OctoView, productId: string): Promise<OctoProduct> {
  const now = deps.clock.now();
  const e = await findOctoExperience(deps.db, productId);
  const rates = await partnerRates(deps.db, caller.partnerId, now);
  return toOctoProduct(e, await productSlotFacts(deps.db, e, now), view, rates, deps.refundPolicy);
}
