/** Where the estate is and how to reach it: one place for every page that shows it. */
export const estate = {
  street: 'Strada della Tenuta 1',
  postalCode: '12051',
  city: 'Alba',
  province: 'CN',
  region: 'Piemonte',
  phoneDisplay: '+39 0173 123456',
  phoneHref: 'tel:+390173123456',
  email: 'info@tenuta.example',
  /** Open daily 9:00 to 18:00 (docs/product.md, Audience and languages). */
  opens: '09:00',
  closes: '18:00',
} as const;

export const estateAddressLine = `${estate.street}, ${estate.postalCode} ${estate.city} ${estate.province}`;

/** Directions open on a maps site in a new tab: a plain link, nothing embedded (no third-party request on our pages). */
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(estateAddressLine)}`;
