import { estate, estateAddress } from '../notifications/strings.ts';
import type { OctoView } from './octo-view.ts';

/** GET /octo/supplier: the estate as OCTO's supplier, its endpoint the site's /octo. */
export function getOctoSupplier(view: OctoView) {
  return {
    id: 'tenuta',
    name: estate.name,
    endpoint: `${view.publicUrl}/octo`,
    contact: { website: view.publicUrl, email: estate.email, telephone: estate.phone.replace(/\s+/g, ''), address: estateAddress(view.locale) },
    ...(view.content ? { shortDescription: estate.tagline[view.locale] } : {}),
  };
}
