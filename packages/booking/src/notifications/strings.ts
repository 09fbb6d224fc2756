/** E-mail languages: Italian is the default and fallback (seed section 1). */
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

/** Wording shared by the guest e-mails. */
export const guestStrings = {
  it: {
    greeting: (name: string | null) => (name ? `Gentile ${name},` : 'Gentile ospite,'),
    signOff: 'A presto tra le colline delle Langhe,',
    signature: 'La famiglia della Tenuta',
    contactsTitle: 'Contatti',
    contactsIntro: 'Per qualsiasi domanda rispondi a questa e-mail, scrivici o chiamaci.',
    phone: 'Telefono',
    email: 'E-mail',
    address: 'Indirizzo',
    footer: 'Hai ricevuto questa e-mail perché hai prenotato un’esperienza alla Tenuta.',
  },
  en: {
    greeting: (name: string | null) => (name ? `Dear ${name},` : 'Dear guest,'),
    signOff: 'See you soon in the Langhe hills,',
    signature: 'The Tenuta family',
    contactsTitle: 'Contact us',
    contactsIntro: 'If you have any questions, reply to this e-mail, write to us or give us a call.',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    footer: 'You received this e-mail because you booked an experience at Tenuta.',
  },
} as const;

/** Wording of the booking confirmation. */
export const confirmationStrings = {
  it: {
    subject: (numbers: string[]) => (numbers.length === 1 ? `Prenotazione confermata ${numbers[0]}` : `Prenotazioni confermate ${numbers.join(', ')}`),
    preheader: (when: string) => `Ti aspettiamo ${when}. Qui trovi il riepilogo e il link per gestire la prenotazione.`,
    title: (n: number) => (n === 1 ? 'La tua prenotazione è confermata' : 'Le tue prenotazioni sono confermate'),
    intro: 'grazie per aver scelto la Tenuta. Ecco il riepilogo: conserva questa e-mail e il numero di prenotazione.',
    bookingNumber: 'Numero di prenotazione',
    experience: 'Esperienza',
    when: 'Data e ora',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    vip: 'Upgrade VIP',
    vipTruffle: 'Sì: esperienza privata',
    vipWine: 'Sì',
    discount: 'Sconto',
    paidNow: 'Pagato ora con carta',
    payOnSite: 'Da pagare in cantina',
    statusPaid: 'Pagato',
    statusOnSite: 'Confermato, pagamento in loco',
    totalPaidNow: 'Totale pagato ora',
    totalOnSite: 'Totale da pagare in loco',
    manage: 'Gestisci la prenotazione',
    manageNote: 'Dal link puoi consultare o annullare la prenotazione. È personale: non inoltrarlo.',
    beforeTitle: 'Prima di venire',
    arriveEarly: 'Arriva 15 minuti prima dell’inizio.',
    bringId: 'Porta un documento d’identità.',
    trekkingShoes: 'Per la caccia al tartufo: scarpe comode da trekking e abiti adatti al bosco.',
    keepNumber: 'Tieni a portata di mano il numero di prenotazione.',
    calendarNote: 'In allegato trovi il file .ics per aggiungere l’appuntamento al tuo calendario.',
  },
  en: {
    subject: (numbers: string[]) => (numbers.length === 1 ? `Booking confirmed ${numbers[0]}` : `Bookings confirmed ${numbers.join(', ')}`),
    preheader: (when: string) => `We look forward to seeing you on ${when}. Your summary and the link to manage your booking are inside.`,
    title: (n: number) => (n === 1 ? 'Your booking is confirmed' : 'Your bookings are confirmed'),
    intro: 'thank you for choosing Tenuta. Here is your summary: please keep this e-mail and your booking number.',
    bookingNumber: 'Booking number',
    experience: 'Experience',
    when: 'Date and time',
    people: 'Guests',
    tourLanguage: 'Tour language',
    vip: 'VIP upgrade',
    vipTruffle: 'Yes: private experience',
    vipWine: 'Yes',
    discount: 'Discount',
    paidNow: 'Paid now by card',
    payOnSite: 'To pay at the cellar',
    statusPaid: 'Paid',
    statusOnSite: 'Confirmed, pay on site',
    totalPaidNow: 'Total paid now',
    totalOnSite: 'Total to pay on site',
    manage: 'Manage my booking',
    manageNote: 'The link lets you view or cancel your booking. It is personal: please do not forward it.',
    beforeTitle: 'Before you come',
    arriveEarly: 'Please arrive 15 minutes before the start.',
    bringId: 'Bring an identity document.',
    trekkingShoes: 'For the truffle hunt: comfortable trekking shoes and clothes suited to the woods.',
    keepNumber: 'Keep your booking number at hand.',
    calendarNote: 'The attached .ics file adds the appointment to your calendar.',
  },
} as const;

/** Wording of the cancellation policy, rendered from the refund-policy module. */
export const policyStrings = {
  it: {
    title: 'Cancellazione e rimborsi',
    days: (n: number) => (n === 1 ? '1 giorno' : `${n} giorni`),
    hours: (n: number) => (n === 1 ? '1 ora' : `${n} ore`),
    from: (from: string) => `${from} o più prima dell’inizio`,
    between: (from: string, to: string) => `Da ${from} a meno di ${to} prima dell’inizio`,
    under: (to: string) => `Meno di ${to} prima dell’inizio`,
    refund: (percent: number) => (percent === 0 ? 'nessun rimborso' : `rimborso del ${percent}%`),
    noShow: (minutes: number) => `Mancata presentazione o ritardo di ${minutes} minuti o più`,
    dateChange: (from: string) => `Il cambio data è gratuito se lo richiedi almeno ${from} prima dell’inizio, in base ai posti disponibili.`,
    wineOnSite: 'Le degustazioni si pagano in cantina: se annulli non devi nulla, ma avvisaci per liberare i posti.',
    version: (day: string) => `Condizioni in vigore dal ${day}.`,
  },
  en: {
    title: 'Cancellations and refunds',
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    hours: (n: number) => (n === 1 ? '1 hour' : `${n} hours`),
    from: (from: string) => `${from} or more before the start`,
    between: (from: string, to: string) => `From ${from} to less than ${to} before the start`,
    under: (to: string) => `Less than ${to} before the start`,
    refund: (percent: number) => (percent === 0 ? 'no refund' : `${percent}% refund`),
    noShow: (minutes: number) => `No-show, or arriving ${minutes} minutes late or more`,
    dateChange: (from: string) => `Changing the date is free if you ask at least ${from} before the start, subject to availability.`,
    wineOnSite: 'Wine tastings are paid at the cellar: if you cancel you owe nothing, but please let us know so we can free the places.',
    version: (day: string) => `Terms in force since ${day}.`,
  },
} as const;
