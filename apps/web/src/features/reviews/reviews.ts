/**
 * The six guest reviews shown on the truffle page and on /reviews. Texts,
 * countries and dates live in the `reviews` i18n namespace under `items.<id>`.
 */
export interface Review {
  id: string;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  experience: 'truffle' | 'wine';
}

export const reviews: readonly Review[] = [
  { id: 'sophie', name: 'Sophie M.', rating: 5, experience: 'truffle' },
  { id: 'marco', name: 'Marco e Giulia', rating: 5, experience: 'truffle' },
  { id: 'james', name: 'James T.', rating: 5, experience: 'truffle' },
  { id: 'annika', name: 'Annika L.', rating: 4, experience: 'truffle' },
  { id: 'daniel', name: 'Daniel R.', rating: 5, experience: 'truffle' },
  { id: 'chiara', name: 'Chiara B.', rating: 5, experience: 'truffle' },
];

/** Mean rating rounded to one decimal; 0 for no reviews. */
export function averageRating(list: readonly Pick<Review, 'rating'>[]): number {
  if (list.length === 0) return 0;
  const sum = list.reduce((acc, r) => acc + r.rating, 0);
  return Math.round((sum / list.length) * 10) / 10;
}
