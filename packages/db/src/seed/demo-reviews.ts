import type { NewReview } from '../schema/reviews.ts';

/**
 * Guest reviews shown on the landing pages and on /reviews, each in the
 * language its guest wrote in. Approved; not verified, as no seeded booking
 * stands behind them. `experience` names a demo experience's slug.
 */
export interface DemoReview extends Omit<NewReview, 'experienceId' | 'status' | 'verified'> {
  experience: string;
}

const at = (iso: string) => new Date(iso);

export const demoReviews: DemoReview[] = [
  {
    experience: 'caccia-al-tartufo',
    authorName: 'James T.',
    authorCity: 'London',
    rating: 5,
    locale: 'en',
    body: "A wonderful guide, with perfect English and patient with everyone's questions. The dogs are adorable and you can see how much they love their work. Wear comfortable shoes: the woods are real woods!",
    createdAt: at('2023-09-24T16:00:00Z'),
  },
  {
    experience: 'caccia-al-tartufo',
    authorName: 'Sophie M.',
    authorCity: 'Lyon',
    rating: 5,
    locale: 'en',
    body: 'The moment the dog started digging and the trifolau pulled out a white truffle was magical. A small group, perfect organisation, and the tasting at the end was the best meal of our trip.',
    createdAt: at('2023-10-14T15:30:00Z'),
  },
  {
    experience: 'caccia-al-tartufo',
    authorName: 'Daniel R.',
    authorCity: 'Boston',
    rating: 5,
    locale: 'en',
    body: 'The highlight of our trip to Italy. We came with our kids, aged 8 and 11, and they never stopped asking questions. Booking online was very easy.',
    createdAt: at('2023-10-28T17:00:00Z'),
  },
  {
    experience: 'caccia-al-tartufo',
    authorName: 'Marco e Giulia',
    authorCity: 'Milano',
    rating: 5,
    locale: 'it',
    body: 'Regalo di anniversario azzeccatissimo. Bosco bellissimo, spiegazioni chiare e piene di passione, e il Barolo a fine mattinata ha fatto il resto. Torneremo in primavera per la degustazione in cantina.',
    createdAt: at('2023-11-11T16:00:00Z'),
  },
  {
    experience: 'caccia-al-tartufo',
    authorName: 'Chiara B.',
    authorCity: 'Lugano',
    rating: 5,
    locale: 'it',
    body: "Si sente che è una famiglia che vive davvero il territorio. Tre ore volate via, e il paesaggio delle Langhe d'autunno toglie il fiato. Parcheggio comodo e indicazioni precise per arrivare.",
    createdAt: at('2023-12-02T15:00:00Z'),
  },
  {
    experience: 'degustazione-tradizione',
    authorName: 'Laura S.',
    authorCity: 'Bologna',
    rating: 4,
    locale: 'it',
    title: 'Semplice e sincera',
    body: 'Visita della cantina breve ma curata, quattro vini raccontati con passione e una robiola delle Langhe da non perdere. Avrei allungato un po’ la visita in vigna.',
    createdAt: at('2024-03-16T17:30:00Z'),
  },
  {
    experience: 'caccia-al-tartufo',
    authorName: 'Annika L.',
    authorCity: 'München',
    rating: 4,
    locale: 'en',
    body: 'An authentic experience, not touristy at all. That day we only found two small black truffles, but they had told us it depends on the season. A welcoming family and excellent food.',
    createdAt: at('2024-05-18T15:00:00Z'),
  },
  {
    experience: 'degustazione-premium',
    authorName: 'Elena e Paolo',
    authorCity: 'Genova',
    rating: 5,
    locale: 'it',
    title: 'Il Barolo valeva il viaggio',
    body: 'Cinque vini, uno più buono dell’altro, e la cantina storica è un gioiello. Ci hanno spiegato ogni annata senza fretta e ci siamo portati a casa due bottiglie di Barolo.',
    createdAt: at('2024-06-08T16:30:00Z'),
  },
  {
    experience: 'degustazione-esclusiva',
    authorName: 'Thomas W.',
    authorCity: 'Zürich',
    rating: 5,
    locale: 'en',
    title: 'A vintage Barolo with the family',
    body: 'Tasting the reserves with a member of the family was a privilege. The vintage Barolo was extraordinary and the stories about three generations in the cellar made it unforgettable.',
    createdAt: at('2024-09-21T15:00:00Z'),
  },
];
