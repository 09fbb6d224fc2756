/** Languages of e-mails and documents: Italian is the default and fallback (docs/product.md, Audience and languages). */
export type Locale = 'it' | 'en';
export const toLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'it');

/** The estate's contacts, as on the site's contact page. */
export const estate = {
  name: 'Tenuta',
  phone: '+39 0173 123456',
  phoneHref: 'tel:+390173123456',
  email: 'info@tenuta.example',
  street: 'Strada della Tenuta 1',
  town: '12051 Alba CN',
  country: { it: 'Italia', en: 'Italy' },
  tagline: { it: 'Alba · Piemonte · dal 1963', en: 'Alba · Piedmont · since 1963' },
} as const;

export const estateAddress = (locale: Locale): string => `${estate.street}, ${estate.town}, ${estate.country[locale]}`;

/** Directions to the estate on a maps site: the same destination as the site's location section. */
export const estateMapUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${estate.street}, ${estate.town}`)}`;

/** Where guests meet: the estate (reminders, vouchers). */
export const MEETING_POINT = 'Alba, Piemonte';

/** Words of the calendar file (.ics) a booking comes with; the e-mails use them too. */
export const calendarStrings = {
  it: {
    bookingNumber: 'Numero di prenotazione',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    arriveEarly: 'Arriva 15 minuti prima dell’inizio.',
    bringId: 'Porta un documento d’identità.',
    trekkingShoes: 'Per la caccia al tartufo: scarpe comode da trekking e abiti adatti al bosco.',
    manage: 'Gestisci la prenotazione',
  },
  en: {
    bookingNumber: 'Booking number',
    people: 'Guests',
    tourLanguage: 'Tour language',
    arriveEarly: 'Please arrive 15 minutes before the start.',
    bringId: 'Bring an identity document.',
    trekkingShoes: 'For the truffle hunt: comfortable trekking shoes and clothes suited to the woods.',
    manage: 'Manage my booking',
  },
} as const;
