/** Text given in both site languages, as the static data files carry it. */
export interface LocalizedText {
  it: string;
  en: string;
}

export function isLocalizedText(v: unknown): v is LocalizedText {
  return typeof v === 'object' && v !== null && typeof (v as LocalizedText).it === 'string' && typeof (v as LocalizedText).en === 'string';
}

/** Picks the text for a language; Italian is the default and the fallback (docs/product.md, Audience and languages). */
export function pickLocalized(text: LocalizedText | undefined, language: string): string {
  if (!text) return '';
  return language === 'en' ? text.en || text.it : text.it || text.en;
}
