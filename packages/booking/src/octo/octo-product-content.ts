import { defaultRefundPolicy, refundTierRanges, splitDuration, type RefundPolicy } from '@tenuta/contracts';
import { effectiveCutoff } from '../cutoff/index.ts';
import { estate } from '../notifications/strings.ts';
import type { OctoExperience } from './octo-catalog.ts';

/**
 * The `octo/content` of a product, in Italian or English: the catalogue's own texts (title,
 * summary, description), and what a reseller must tell its guests: who pays and how (as the
 * partner area's order page says it), the private VIP hunt, the cancellation policy, the online
 * sales cut-off and what to bring.
 */
type Locale = 'it' | 'en';
type Feature = { shortDescription: string; type: string };

const words = {
  it: {
    paidByReseller: "Pagata dal rivenditore in conto, alla tariffa netta del contratto: l'ospite non paga nulla in tenuta.",
    paidOnSite: "Pagata dall'ospite in cantina al prezzo al pubblico: il rivenditore non riceve fattura.",
    vipTruffle: 'VIP: la caccia è privata per il gruppo, con un supplemento unico; solo su un orario che nessun altro ha prenotato.',
    vipWine: 'VIP: un supplemento unico per la degustazione, pagato in cantina.',
    cutoff: (h: string) => `Le prenotazioni si chiudono ${h} prima dell'inizio.`,
    arrive: "Arrivare 15 minuti prima dell'inizio con un documento d'identità.",
    shoes: 'Scarpe comode da trekking e abiti adatti al bosco.',
    children: 'Bambini gratuiti (occupano un posto).',
    cancel: (tiers: string) => `Cancellazione fino all'inizio: ${tiers}; dall'inizio nessun rimborso.`,
    tier: (pct: number, from: string) => `${pct} % ${from}`,
    fromMore: (n: string) => `da ${n} prima in su`,
    fromLess: (n: string) => `nelle ultime ${n}`,
    hours: (n: number) => `${n} ${n === 1 ? 'ora' : 'ore'}`,
    days: (n: number) => `${n} ${n === 1 ? 'giorno' : 'giorni'}`,
    meeting: 'Punto di incontro: la tenuta',
    adult: 'Adulto',
    child: 'Bambino',
    vip: 'VIP',
    vipUnitTruffle: 'Caccia privata per il gruppo (una per prenotazione)',
    vipUnitWine: 'Supplemento VIP (uno per prenotazione)',
  },
  en: {
    paidByReseller: 'Paid by the reseller on account at the net rate of its contract: the guest pays nothing at the estate.',
    paidOnSite: 'Paid by the guest at the cellar at the retail price: the reseller is not invoiced.',
    vipTruffle: 'VIP: the hunt is private for the group, for a one-time supplement; only at a time nobody else has booked.',
    vipWine: 'VIP: a one-time supplement for the tasting, paid at the cellar.',
    cutoff: (h: string) => `Bookings close ${h} before the start.`,
    arrive: 'Arrive 15 minutes before the start with an identity document.',
    shoes: 'Comfortable trekking shoes and clothes suited to the woods.',
    children: 'Children free (they take a seat).',
    cancel: (tiers: string) => `Cancellation until the start: ${tiers}; from the start no refund.`,
    tier: (pct: number, from: string) => `${pct} % ${from}`,
    fromMore: (n: string) => `from ${n} before`,
    fromLess: (n: string) => `in the last ${n}`,
    hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
    days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
    meeting: 'Meeting point: the estate',
    adult: 'Adult',
    child: 'Child',
    vip: 'VIP',
    vipUnitTruffle: 'Private hunt for the group (one per booking)',
    vipUnitWine: 'VIP supplement (one per booking)',
  },
} as const;

export const octoWords = (locale: Locale) => words[locale];

const span = (locale: Locale, hours: number): string => {
  const d = splitDuration(hours);
  return d.unit === 'days' ? words[locale].days(d.count) : words[locale].hours(d.count);
};

/** The refund policy's tiers in words: "100 % from 7 days before, 70 % from 48 hours before, 50 % in the last 48 hours". */
export function cancellationWords(locale: Locale, policy: RefundPolicy = defaultRefundPolicy): string {
  const w = words[locale];
  const tiers = refundTierRanges(policy).map((t) =>
    t.minHoursBefore > 0 ? w.tier(t.refundPercent, w.fromMore(span(locale, t.minHoursBefore))) : w.tier(t.refundPercent, w.fromLess(span(locale, t.maxHoursBefore ?? 0))),
  );
  return w.cancel(tiers.join(', '));
}

export function productFeatures(e: OctoExperience, locale: Locale, vip: boolean, policy?: RefundPolicy): Feature[] {
  const w = words[locale];
  const truffle = e.category === 'TRUFFLE';
  const cutoff = effectiveCutoff(e.category, e.bookingCutoffMinutes);
  const cutoffText = cutoff % 60 === 0 ? span(locale, cutoff / 60) : `${cutoff} min`;
  return [
    { type: 'BOOKING_TERM', shortDescription: truffle ? w.paidByReseller : w.paidOnSite },
    ...(vip ? [{ type: 'ADDITIONAL_INFORMATION', shortDescription: truffle ? w.vipTruffle : w.vipWine }] : []),
    { type: 'BOOKING_TERM', shortDescription: w.cutoff(cutoffText) },
    { type: 'CANCELLATION_TERM', shortDescription: cancellationWords(locale, policy) },
    { type: 'ADDITIONAL_INFORMATION', shortDescription: w.children },
    { type: 'PREARRIVAL_INFORMATION', shortDescription: w.arrive },
    ...(truffle ? [{ type: 'PREARRIVAL_INFORMATION', shortDescription: w.shoes }] : []),
  ];
}

/** The catalogue's image names as the site's pages draw them (apps/web media). */
const IMAGES: Record<string, string> = {
  'truffle-woods': 'truffle-02',
  'truffle-dog': 'truffle-04',
  'truffle-table': 'truffle-03',
  'wine-cellar': 'wine-02',
  'wine-glasses': 'wine-03',
  'wine-barrels': 'wine-01',
};

export function productMedia(e: OctoExperience, publicUrl: string, title: string) {
  const name = IMAGES[e.imageKey] ?? (e.category === 'TRUFFLE' ? 'truffle-01' : 'wine-01');
  return [{ src: `${publicUrl}/media/${name}-1600.webp`, type: 'image/webp', rel: 'COVER', title, caption: null, copyright: `© ${estate.name}` }];
}

/** Where guests meet: the estate (as on vouchers and reminders). */
export function productLocations(locale: Locale) {
  const [postalCode = null, ...town] = estate.town.split(' ');
  return [
    {
      title: words[locale].meeting,
      shortDescription: `${estate.street}, ${estate.town}`,
      types: ['START', 'END'],
      minutesTo: null,
      minutesAt: null,
      place: {
        // Alba, Piemonte (the estate's town).
        latitude: 44.7,
        longitude: 8.035,
        postalAddress: {
          streetAddress: estate.street,
          addressLocality: town.slice(0, -1).join(' ') || null,
          addressRegion: town.at(-1) ?? null,
          postalCode,
          addressCountry: 'IT',
          postOfficeBoxNumber: null,
        },
        identifiers: {},
        sameAs: [],
      },
    },
  ];
}
