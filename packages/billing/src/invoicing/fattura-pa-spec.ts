/**
 * The FatturaPA 1.2.2 specification (invoices between private parties, FPR12) as data, in our own
 * words: the code lists, the elements with their cardinality and format, and the order of the
 * schema's sequences. The checks that read it are in fattura-pa-rules.ts.
 */

export const TIPO_DOCUMENTO = [
  'TD01',
  'TD02',
  'TD03',
  'TD04',
  'TD05',
  'TD06',
  'TD16',
  'TD17',
  'TD18',
  'TD19',
  'TD20',
  'TD21',
  'TD22',
  'TD23',
  'TD24',
  'TD25',
  'TD26',
  'TD27',
  'TD28',
  'TD29',
] as const;
export const NATURA = [
  'N1',
  'N2.1',
  'N2.2',
  'N3.1',
  'N3.2',
  'N3.3',
  'N3.4',
  'N3.5',
  'N3.6',
  'N4',
  'N5',
  'N6.1',
  'N6.2',
  'N6.3',
  'N6.4',
  'N6.5',
  'N6.6',
  'N6.7',
  'N6.8',
  'N6.9',
  'N7',
] as const;
export const REGIME_FISCALE = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
  'RF20',
] as const;
export const CONDIZIONI_PAGAMENTO = ['TP01', 'TP02', 'TP03'] as const;
export const MODALITA_PAGAMENTO = Array.from({ length: 23 }, (_, i) => `MP${String(i + 1).padStart(2, '0')}`);
export const ESIGIBILITA_IVA = ['I', 'D', 'S'] as const;

export type Format =
  | { kind: 'text'; min: number; max: number }
  | { kind: 'pattern'; re: RegExp; what: string }
  | { kind: 'code'; list: readonly string[] }
  | { kind: 'amount' }
  | { kind: 'price' }
  | { kind: 'rate' }
  | { kind: 'date' }
  | { kind: 'integer'; min: number; max: number };

const text = (min: number, max: number): Format => ({ kind: 'text', min, max });
const pattern = (re: RegExp, what: string): Format => ({ kind: 'pattern', re, what });
const code = (list: readonly string[]): Format => ({ kind: 'code', list });
const AMOUNT: Format = { kind: 'amount' };
const PRICE: Format = { kind: 'price' };
const RATE: Format = { kind: 'rate' };
const DATE: Format = { kind: 'date' };
const COUNTRY = pattern(/^[A-Z]{2}$/, 'two capital letters (ISO 3166)');

/** [parent path, child, required, at most how many (0: unbounded), format of a leaf]. */
export type FieldRule = [string, string, boolean, number, Format | null];
export const H = 'FatturaElettronicaHeader';
export const B = 'FatturaElettronicaBody';
export const FIELDS: FieldRule[] = [
  ['', H, true, 1, null],
  ['', B, true, 0, null],
  [H, 'DatiTrasmissione', true, 1, null],
  [`${H}/DatiTrasmissione`, 'IdTrasmittente', true, 1, null],
  [`${H}/DatiTrasmissione/IdTrasmittente`, 'IdPaese', true, 1, COUNTRY],
  [`${H}/DatiTrasmissione/IdTrasmittente`, 'IdCodice', true, 1, text(1, 28)],
  [`${H}/DatiTrasmissione`, 'ProgressivoInvio', true, 1, pattern(/^[A-Za-z0-9]{1,10}$/, '1 to 10 letters or digits')],
  [`${H}/DatiTrasmissione`, 'FormatoTrasmissione', true, 1, code(['FPA12', 'FPR12'])],
  [`${H}/DatiTrasmissione`, 'CodiceDestinatario', true, 1, pattern(/^[A-Z0-9]{6,7}$/, '6 or 7 capital letters or digits')],
  [`${H}/DatiTrasmissione`, 'PECDestinatario', false, 1, pattern(/^(?=.{7,256}$)[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address of 7 to 256 characters')],
  [H, 'CedentePrestatore', true, 1, null],
  [`${H}/CedentePrestatore`, 'DatiAnagrafici', true, 1, null],
  [`${H}/CedentePrestatore/DatiAnagrafici`, 'IdFiscaleIVA', true, 1, null],
  [`${H}/CedentePrestatore/DatiAnagrafici/IdFiscaleIVA`, 'IdPaese', true, 1, COUNTRY],
  [`${H}/CedentePrestatore/DatiAnagrafici/IdFiscaleIVA`, 'IdCodice', true, 1, text(1, 28)],
  [`${H}/CedentePrestatore/DatiAnagrafici`, 'CodiceFiscale', false, 1, pattern(/^[A-Z0-9]{11,16}$/, '11 to 16 capital letters or digits')],
  [`${H}/CedentePrestatore/DatiAnagrafici`, 'Anagrafica', true, 1, null],
  [`${H}/CedentePrestatore/DatiAnagrafici`, 'RegimeFiscale', true, 1, code(REGIME_FISCALE)],
  [`${H}/CedentePrestatore`, 'Sede', true, 1, null],
  [H, 'CessionarioCommittente', true, 1, null],
  [`${H}/CessionarioCommittente`, 'DatiAnagrafici', true, 1, null],
  [`${H}/CessionarioCommittente/DatiAnagrafici`, 'IdFiscaleIVA', false, 1, null],
  [`${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA`, 'IdPaese', true, 1, COUNTRY],
  [`${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA`, 'IdCodice', true, 1, text(1, 28)],
  [`${H}/CessionarioCommittente/DatiAnagrafici`, 'CodiceFiscale', false, 1, pattern(/^[A-Z0-9]{11,16}$/, '11 to 16 capital letters or digits')],
  [`${H}/CessionarioCommittente/DatiAnagrafici`, 'Anagrafica', true, 1, null],
  [`${H}/CessionarioCommittente`, 'Sede', true, 1, null],
  [B, 'DatiGenerali', true, 1, null],
  [`${B}/DatiGenerali`, 'DatiGeneraliDocumento', true, 1, null],
  [`${B}/DatiGenerali/DatiGeneraliDocumento`, 'TipoDocumento', true, 1, code(TIPO_DOCUMENTO)],
  [`${B}/DatiGenerali/DatiGeneraliDocumento`, 'Divisa', true, 1, pattern(/^[A-Z]{3}$/, 'three capital letters (ISO 4217)')],
  [`${B}/DatiGenerali/DatiGeneraliDocumento`, 'Data', true, 1, DATE],
  [`${B}/DatiGenerali/DatiGeneraliDocumento`, 'Numero', true, 1, pattern(/^(?=.*\d).{1,20}$/, '1 to 20 characters with at least one digit')],
  [`${B}/DatiGenerali/DatiGeneraliDocumento`, 'DatiBollo', false, 1, null],
  [`${B}/DatiGenerali/DatiGeneraliDocumento/DatiBollo`, 'BolloVirtuale', true, 1, code(['SI'])],
  [`${B}/DatiGenerali/DatiGeneraliDocumento/DatiBollo`, 'ImportoBollo', false, 1, AMOUNT],
  [`${B}/DatiGenerali/DatiGeneraliDocumento`, 'ImportoTotaleDocumento', false, 1, AMOUNT],
  [`${B}/DatiGenerali/DatiGeneraliDocumento`, 'Causale', false, 0, text(1, 200)],
  [`${B}/DatiGenerali`, 'DatiFattureCollegate', false, 0, null],
  [`${B}/DatiGenerali/DatiFattureCollegate`, 'IdDocumento', true, 1, text(1, 20)],
  [`${B}/DatiGenerali/DatiFattureCollegate`, 'Data', false, 1, DATE],
  [B, 'DatiBeniServizi', true, 1, null],
  [`${B}/DatiBeniServizi`, 'DettaglioLinee', true, 0, null],
  [`${B}/DatiBeniServizi/DettaglioLinee`, 'NumeroLinea', true, 1, { kind: 'integer', min: 1, max: 9999 }],
  [`${B}/DatiBeniServizi/DettaglioLinee`, 'Descrizione', true, 1, text(1, 1000)],
  [`${B}/DatiBeniServizi/DettaglioLinee`, 'Quantita', false, 1, pattern(/^\d{1,12}\.\d{2,8}$/, 'a quantity with 2 to 8 decimals')],
  [`${B}/DatiBeniServizi/DettaglioLinee`, 'PrezzoUnitario', true, 1, PRICE],
  [`${B}/DatiBeniServizi/DettaglioLinee`, 'PrezzoTotale', true, 1, PRICE],
  [`${B}/DatiBeniServizi/DettaglioLinee`, 'AliquotaIVA', true, 1, RATE],
  [`${B}/DatiBeniServizi/DettaglioLinee`, 'Natura', false, 1, code(NATURA)],
  [`${B}/DatiBeniServizi`, 'DatiRiepilogo', true, 0, null],
  [`${B}/DatiBeniServizi/DatiRiepilogo`, 'AliquotaIVA', true, 1, RATE],
  [`${B}/DatiBeniServizi/DatiRiepilogo`, 'Natura', false, 1, code(NATURA)],
  [`${B}/DatiBeniServizi/DatiRiepilogo`, 'ImponibileImporto', true, 1, AMOUNT],
  [`${B}/DatiBeniServizi/DatiRiepilogo`, 'Imposta', true, 1, AMOUNT],
  [`${B}/DatiBeniServizi/DatiRiepilogo`, 'EsigibilitaIVA', false, 1, code(ESIGIBILITA_IVA)],
  [`${B}/DatiBeniServizi/DatiRiepilogo`, 'RiferimentoNormativo', false, 1, text(1, 100)],
  [B, 'DatiPagamento', false, 0, null],
  [`${B}/DatiPagamento`, 'CondizioniPagamento', true, 1, code(CONDIZIONI_PAGAMENTO)],
  [`${B}/DatiPagamento`, 'DettaglioPagamento', true, 0, null],
  [`${B}/DatiPagamento/DettaglioPagamento`, 'ModalitaPagamento', true, 1, code(MODALITA_PAGAMENTO)],
  [`${B}/DatiPagamento/DettaglioPagamento`, 'DataScadenzaPagamento', false, 1, DATE],
  [`${B}/DatiPagamento/DettaglioPagamento`, 'ImportoPagamento', true, 1, AMOUNT],
  [`${B}/DatiPagamento/DettaglioPagamento`, 'IBAN', false, 1, pattern(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, 'an IBAN of 15 to 34 characters')],
];

/** Anagrafica and Sede, wherever they appear. */
export const PARTY_FIELDS: [string, boolean, Format][] = [
  ['Denominazione', false, text(1, 80)],
  ['Nome', false, text(1, 60)],
  ['Cognome', false, text(1, 60)],
];
export const SEDE_FIELDS: [string, boolean, Format][] = [
  ['Indirizzo', true, text(1, 60)],
  ['NumeroCivico', false, text(1, 8)],
  ['CAP', true, pattern(/^\d{5}$/, 'five digits')],
  ['Comune', true, text(1, 60)],
  ['Provincia', false, pattern(/^[A-Z]{2}$/, 'two capital letters')],
  ['Nazione', true, COUNTRY],
];

/** The order of children the schema's sequences define (only elements we may write or meet). */
export const SEQUENCES: Record<string, string[]> = {
  FatturaElettronica: [H, B],
  FatturaElettronicaHeader: [
    'DatiTrasmissione',
    'CedentePrestatore',
    'RappresentanteFiscale',
    'CessionarioCommittente',
    'TerzoIntermediarioOSoggettoEmittente',
    'SoggettoEmittente',
  ],
  DatiTrasmissione: ['IdTrasmittente', 'ProgressivoInvio', 'FormatoTrasmissione', 'CodiceDestinatario', 'ContattiTrasmittente', 'PECDestinatario'],
  IdTrasmittente: ['IdPaese', 'IdCodice'],
  IdFiscaleIVA: ['IdPaese', 'IdCodice'],
  CedentePrestatore: ['DatiAnagrafici', 'Sede', 'StabileOrganizzazione', 'IscrizioneREA', 'Contatti', 'RiferimentoAmministrazione'],
  CessionarioCommittente: ['DatiAnagrafici', 'Sede', 'StabileOrganizzazione', 'RappresentanteFiscale'],
  DatiAnagrafici: ['IdFiscaleIVA', 'CodiceFiscale', 'Anagrafica', 'AlboProfessionale', 'ProvinciaAlbo', 'NumeroIscrizioneAlbo', 'DataIscrizioneAlbo', 'RegimeFiscale'],
  Anagrafica: ['Denominazione', 'Nome', 'Cognome', 'Titolo', 'CodEORI'],
  Sede: ['Indirizzo', 'NumeroCivico', 'CAP', 'Comune', 'Provincia', 'Nazione'],
  FatturaElettronicaBody: ['DatiGenerali', 'DatiBeniServizi', 'DatiVeicoli', 'DatiPagamento', 'Allegati'],
  DatiGenerali: [
    'DatiGeneraliDocumento',
    'DatiOrdineAcquisto',
    'DatiContratto',
    'DatiConvenzione',
    'DatiRicezione',
    'DatiFattureCollegate',
    'DatiSAL',
    'DatiDDT',
    'DatiTrasporto',
    'FatturaPrincipale',
  ],
  DatiGeneraliDocumento: [
    'TipoDocumento',
    'Divisa',
    'Data',
    'Numero',
    'DatiRitenuta',
    'DatiBollo',
    'DatiCassaPrevidenziale',
    'ScontoMaggiorazione',
    'ImportoTotaleDocumento',
    'Arrotondamento',
    'Causale',
    'Art73',
  ],
  DatiBollo: ['BolloVirtuale', 'ImportoBollo'],
  DatiFattureCollegate: ['RiferimentoNumeroLinea', 'IdDocumento', 'Data', 'NumItem', 'CodiceCommessaConvenzione', 'CodiceCUP', 'CodiceCIG'],
  DatiBeniServizi: ['DettaglioLinee', 'DatiRiepilogo'],
  DettaglioLinee: [
    'NumeroLinea',
    'TipoCessionePrestazione',
    'CodiceArticolo',
    'Descrizione',
    'Quantita',
    'UnitaMisura',
    'DataInizioPeriodo',
    'DataFinePeriodo',
    'PrezzoUnitario',
    'ScontoMaggiorazione',
    'PrezzoTotale',
    'AliquotaIVA',
    'Ritenuta',
    'Natura',
    'RiferimentoAmministrazione',
    'AltriDatiGestionali',
  ],
  DatiRiepilogo: ['AliquotaIVA', 'Natura', 'SpeseAccessorie', 'Arrotondamento', 'ImponibileImporto', 'Imposta', 'EsigibilitaIVA', 'RiferimentoNormativo'],
  DatiPagamento: ['CondizioniPagamento', 'DettaglioPagamento'],
  DettaglioPagamento: [
    'Beneficiario',
    'ModalitaPagamento',
    'DataRiferimentoTerminiPagamento',
    'GiorniTerminiPagamento',
    'DataScadenzaPagamento',
    'ImportoPagamento',
    'CodUfficioPostale',
    'CognomeQuietanzante',
    'NomeQuietanzante',
    'CFQuietanzante',
    'TitoloQuietanzante',
    'IstitutoFinanziario',
    'IBAN',
    'ABI',
    'CAB',
    'BIC',
  ],
};
