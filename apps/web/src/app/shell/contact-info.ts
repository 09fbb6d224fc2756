/** The estate's contact details: the top bar, the footer, the about, manage-booking and partner pages. */
export const contactInfo = {
  phoneDisplay: '+39 0173 123456',
  phoneHref: 'tel:+390173123456',
  email: 'info@tenuta.example',
  whatsappHref: 'https://wa.me/390173123456',
  street: 'Strada della Tenuta 1',
  city: '12051 Alba (CN)',
  opens: '9:00',
  closes: '18:00',
} as const;

export const socialLinks = [
  { key: 'instagram', href: 'https://www.instagram.com/' },
  { key: 'facebook', href: 'https://www.facebook.com/' },
  { key: 'youtube', href: 'https://www.youtube.com/' },
] as const;

export type SocialKey = (typeof socialLinks)[number]['key'];
