import type { Seller } from './seller.ts';

/**
 * The legal reference (RiferimentoNormativo) an e-invoice gives for each Natura code: art. 21 DPR
 * 633/72 asks an invoice without VAT to say why, by the rule it relies on. These are the defaults,
 * at most 100 Latin-1 characters as the field allows; the estate's accountant may replace the one
 * of its own Natura with SELLER_VAT_ZERO_REFERENCE.
 */
export const NATURE_REFERENCES: Readonly<Record<string, string>> = {
  N1: 'Escluso dalla base imponibile ex art. 15 DPR 633/72',
  'N2.1': 'Non soggetta ex artt. da 7 a 7-septies DPR 633/72',
  'N2.2': 'Non soggetta ad IVA ex artt. 1-5 DPR 633/72',
  'N3.1': 'Non imponibile - esportazione ex art. 8 DPR 633/72',
  'N3.2': 'Non imponibile - cessione intracomunitaria ex art. 41 DL 331/93',
  'N3.3': 'Non imponibile - cessione verso San Marino ex art. 71 DPR 633/72',
  'N3.4': 'Non imponibile - operazione assimilata alle esportazioni ex art. 8-bis DPR 633/72',
  'N3.5': "Non imponibile - dichiarazione d'intento ex art. 8 c. 1 lett. c DPR 633/72",
  'N3.6': 'Non imponibile - servizi internazionali ex art. 9 DPR 633/72',
  N4: 'Esente ex art. 10 DPR 633/72',
  N5: 'Regime del margine - IVA non esposta in fattura ex art. 36 DL 41/95',
  'N6.1': 'Inversione contabile - rottami ex art. 74 c. 7 e 8 DPR 633/72',
  'N6.2': 'Inversione contabile - oro e argento ex art. 17 c. 5 DPR 633/72',
  'N6.3': 'Inversione contabile - subappalto edile ex art. 17 c. 6 lett. a DPR 633/72',
  'N6.4': 'Inversione contabile - fabbricati ex art. 17 c. 6 lett. a-bis DPR 633/72',
  'N6.5': 'Inversione contabile - telefoni cellulari ex art. 17 c. 6 lett. b DPR 633/72',
  'N6.6': 'Inversione contabile - prodotti elettronici ex art. 17 c. 6 lett. c DPR 633/72',
  'N6.7': 'Inversione contabile - comparto edile ex art. 17 c. 6 lett. a-ter DPR 633/72',
  'N6.8': 'Inversione contabile - settore energetico ex art. 17 c. 6 lett. d-bis DPR 633/72',
  'N6.9': 'Inversione contabile - altri casi ex art. 17 DPR 633/72',
  N7: 'IVA assolta in altro Stato UE ex art. 7-octies DPR 633/72',
};

/** The legal reference of a Natura on this seller's documents: its own text for its own Natura, else the code's default. */
export function natureReference(nature: string, seller: Pick<Seller, 'zeroVatNature' | 'zeroVatReference'>): string {
  if (nature === seller.zeroVatNature && seller.zeroVatReference) return seller.zeroVatReference;
  return NATURE_REFERENCES[nature] ?? `Operazione senza IVA, natura ${nature}`;
}
