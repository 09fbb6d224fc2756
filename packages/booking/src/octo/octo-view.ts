/**
 * How an OCTO call wants its answer: the language of the content (Accept-Language, Italian by
 * default) and the capabilities asked for in the Octo-Capabilities header.
 */
export interface OctoView {
  locale: 'it' | 'en';
  /** `octo/pricing`: retail and net prices on products, availability and bookings. */
  pricing: boolean;
  /** `octo/content`: titles, descriptions, features, media, location. */
  content: boolean;
  /** The site's public address (the supplier's endpoint, media and voucher links). */
  publicUrl: string;
}

/** The reseller calling the API with one of its keys. */
export interface OctoCaller {
  partnerId: number;
  keyId: number;
}

/** The product's one option. */
export const OCTO_OPTION_ID = 'DEFAULT';

/** The supported capabilities (`octo/webhooks` is served with the webhooks' own routes). */
export const OCTO_CAPABILITIES = ['octo/pricing', 'octo/content'] as const;

/** The locale of a language tag list (Accept-Language or contact.locales): English when it comes first, else Italian. */
export function octoLocaleOf(tags: readonly string[] | string | undefined): 'it' | 'en' {
  const list = typeof tags === 'string' ? tags.split(',') : (tags ?? []);
  for (const raw of list) {
    const tag = raw.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('it')) return 'it';
  }
  return 'it';
}
