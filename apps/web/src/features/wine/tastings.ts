import { wineBadge } from './wine-badge.ts';

/**
 * The tastings on offer, priced per person and paid at the cellar.
 * Names and descriptions are in the `wine` namespace under `tastings.items.<id>`.
 */
export interface Tasting {
  id: 'langhe' | 'cru' | 'barolo';
  price: number;
  wines: number;
  minutes: number;
}

export const tastings: readonly Tasting[] = [
  { id: 'langhe', price: 30, wines: 4, minutes: 75 },
  { id: 'cru', price: 40, wines: 5, minutes: 90 },
  { id: 'barolo', price: 50, wines: 6, minutes: 105 },
];

export const tastingBadge = (tasting: Tasting) => wineBadge(tasting.price);
