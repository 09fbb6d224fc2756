/** The wine tasting badge by price per person (docs/product.md, Prices and discount codes). */
export type WineBadge = 'Tradizione' | 'Premium' | 'Esclusiva';

/** Up to 35 is 'Tradizione', up to 45 'Premium', above 45 'Esclusiva'. */
export function wineBadge(price: number): WineBadge {
  if (price <= 35) return 'Tradizione';
  if (price <= 45) return 'Premium';
  return 'Esclusiva';
}
