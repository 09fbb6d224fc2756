import { describe, expect, it } from 'vitest';
import { isDomainError } from '@tenuta/core';
import { fatturaPaTree, renderFatturaPa, xmlText } from './fattura-pa.ts';
import { checkFatturaPa, parseCents } from './fattura-pa-rules.ts';
import { parseXmlTree, sampleDocument, sampleLine, xmllint } from './invoicing-test-support.ts';
import { demoSeller } from './seller.ts';
import { serializeXml, textAt, select } from './xml-tree.ts';

/** The XML as a real parser reads it, checked against the specification's rules. */
const check = (xml: string) => checkFatturaPa(parseXmlTree(xml));
const H = 'FatturaElettronicaHeader';
const B = 'FatturaElettronicaBody';

const guestAbroad = sampleDocument({
  docType: 'TD01',
  partnerId: null,
  period: null,
  dueDate: '2026-06-03',
  payment: 'card',
  paidAt: new Date('2026-06-03T08:00:00Z'),
  buyer: {
    ...sampleDocument().buyer,
    name: 'Weingut Müller GmbH',
    vat_country: 'DE',
    vat_number: '123456789',
    fiscal_code: null,
    sdi_code: null,
    address: 'Hauptstraße 5',
    city: 'München',
    postal_code: '80331',
    province: null,
    country: 'DE',
  },
});
const creditNote = sampleDocument({
  id: 9,
  docType: 'TD04',
  number: 9,
  numberLabel: '2026/0009',
  period: null,
  dueDate: null,
  payment: 'none',
  creditOf: { id: 7, numberLabel: '2026/0007', issueDate: '2026-06-03' },
  lines: [sampleLine('Storno parziale: Caccia al Tartufo - 20/05/2026 - prenotazione BK-BBB222 - annullamento', 14450, 2200, 2)],
});

describe('the FatturaPA XML', () => {
  it('writes a deferred invoice (TD24) that a parser reads back and that meets every rule', () => {
    const xml = renderFatturaPa(sampleDocument(), demoSeller);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica versione="FPR12"')).toBe(true);
    const tree = parseXmlTree(xml);
    expect(checkFatturaPa(tree)).toEqual([]);
    expect(textAt(tree, `${H}/DatiTrasmissione/FormatoTrasmissione`)).toBe('FPR12');
    expect(textAt(tree, `${H}/DatiTrasmissione/CodiceDestinatario`)).toBe('M5UXCR1');
    expect(textAt(tree, `${H}/DatiTrasmissione/ProgressivoInvio`)).toBe('1JQ6F');
    expect(textAt(tree, `${H}/CedentePrestatore/DatiAnagrafici/RegimeFiscale`)).toBe('RF01');
    expect(textAt(tree, `${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA/IdCodice`)).toBe('09876543217');
    const doc = `${B}/DatiGenerali/DatiGeneraliDocumento`;
    expect([
      textAt(tree, `${doc}/TipoDocumento`),
      textAt(tree, `${doc}/Divisa`),
      textAt(tree, `${doc}/Data`),
      textAt(tree, `${doc}/Numero`),
      textAt(tree, `${doc}/ImportoTotaleDocumento`),
    ]).toEqual(['TD24', 'EUR', '2026-06-03', '2026/0007', '433.50']);
    expect(textAt(tree, `${doc}/Causale`)).toBe('Fattura differita delle esperienze svolte nel mese 05/2026');
    const lines = select(tree, `${B}/DatiBeniServizi/DettaglioLinee`);
    expect(lines.map((l) => [textAt(l, 'NumeroLinea'), textAt(l, 'Quantita'), textAt(l, 'PrezzoTotale'), textAt(l, 'AliquotaIVA')])).toEqual([
      ['1', '1.00', '118.44', '22.00'],
      ['2', '1.00', '236.89', '22.00'],
    ]);
    const summary = select(tree, `${B}/DatiBeniServizi/DatiRiepilogo`);
    expect(summary).toHaveLength(1);
    expect([textAt(summary[0]!, 'ImponibileImporto'), textAt(summary[0]!, 'Imposta'), textAt(summary[0]!, 'EsigibilitaIVA')]).toEqual(['355.33', '78.17', 'I']);
    expect(parseCents('355.33') + parseCents('78.17')).toBe(43350);
    const pay = `${B}/DatiPagamento`;
    expect([
      textAt(tree, `${pay}/CondizioniPagamento`),
      textAt(tree, `${pay}/DettaglioPagamento/ModalitaPagamento`),
      textAt(tree, `${pay}/DettaglioPagamento/DataScadenzaPagamento`),
      textAt(tree, `${pay}/DettaglioPagamento/ImportoPagamento`),
      textAt(tree, `${pay}/DettaglioPagamento/IBAN`),
    ]).toEqual(['TP02', 'MP05', '2026-07-03', '433.50', demoSeller.iban]);
  });

  it('is well-formed for xmllint too (when the machine has it)', () => {
    for (const doc of [sampleDocument(), guestAbroad, creditNote]) {
      const lint = xmllint(renderFatturaPa(doc, demoSeller));
      if (lint) expect(lint, lint.output).toEqual({ ok: true, output: '' });
    }
    const broken = xmllint('<?xml version="1.0"?><a><b></a>');
    if (broken) expect(broken.ok).toBe(false);
  });

  it('addresses a buyer abroad with XXXXXXX and its 5-digit postal code, without a province; a guest’s invoice was paid by card', () => {
    const tree = parseXmlTree(renderFatturaPa(guestAbroad, demoSeller));
    expect(checkFatturaPa(tree)).toEqual([]);
    expect(textAt(tree, `${H}/DatiTrasmissione/CodiceDestinatario`)).toBe('XXXXXXX');
    // A German postal code has five digits: written as it is (other formats: 00000, see fattura-pa-sdi.test.ts).
    expect(textAt(tree, `${H}/CessionarioCommittente/Sede/CAP`)).toBe('80331');
    expect(textAt(tree, `${H}/CessionarioCommittente/Sede/Provincia`)).toBeNull();
    expect(textAt(tree, `${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA/IdPaese`)).toBe('DE');
    expect(textAt(tree, `${H}/CessionarioCommittente/Sede/Indirizzo`)).toBe('Hauptstraße 5');
    expect(textAt(tree, `${B}/DatiGenerali/DatiGeneraliDocumento/TipoDocumento`)).toBe('TD01');
    expect(textAt(tree, `${B}/DatiPagamento/DettaglioPagamento/ModalitaPagamento`)).toBe('MP08');
  });

  it('sends to 0000000 with the PEC address when the buyer has no code', () => {
    const doc = sampleDocument({ buyer: { ...sampleDocument().buyer, sdi_code: null, pec: 'agenzia@pec.example' } });
    const tree = parseXmlTree(renderFatturaPa(doc, demoSeller));
    expect(checkFatturaPa(tree)).toEqual([]);
    expect([textAt(tree, `${H}/DatiTrasmissione/CodiceDestinatario`), textAt(tree, `${H}/DatiTrasmissione/PECDestinatario`)]).toEqual(['0000000', 'agenzia@pec.example']);
  });

  it('writes a credit note (TD04) naming the invoice it corrects, without payment terms', () => {
    const tree = parseXmlTree(renderFatturaPa(creditNote, demoSeller));
    expect(checkFatturaPa(tree)).toEqual([]);
    expect(textAt(tree, `${B}/DatiGenerali/DatiFattureCollegate/IdDocumento`)).toBe('2026/0007');
    expect(textAt(tree, `${B}/DatiGenerali/DatiFattureCollegate/Data`)).toBe('2026-06-03');
    expect(select(tree, `${B}/DatiPagamento`)).toEqual([]);
  });

  it('gives lines at 0 % VAT the seller’s Natura, in the line and its summary', () => {
    const doc = sampleDocument({ lines: [sampleLine('Degustazione', 4000, 0), sampleLine('Caccia', 12200, 2200)] });
    const tree = parseXmlTree(renderFatturaPa(doc, { ...demoSeller, zeroVatNature: 'N4' }));
    expect(checkFatturaPa(tree)).toEqual([]);
    expect(textAt(select(tree, `${B}/DatiBeniServizi/DettaglioLinee`)[0]!, 'Natura')).toBe('N4');
    const zero = select(tree, `${B}/DatiBeniServizi/DatiRiepilogo`).find((s) => textAt(s, 'AliquotaIVA') === '0.00')!;
    expect([textAt(zero, 'Natura'), textAt(zero, 'ImponibileImporto'), textAt(zero, 'Imposta'), textAt(zero, 'EsigibilitaIVA')]).toEqual(['N4', '40.00', '0.00', null]);
  });

  it('keeps text within the specification’s characters and lengths', () => {
    expect(xmlText('L’agenzia “Tour” – 10 €\n✨', 200)).toBe('L\'agenzia "Tour" - 10 EUR ?');
    expect(xmlText('x'.repeat(90), 80)).toHaveLength(80);
    const doc = sampleDocument({ buyer: { ...sampleDocument().buyer, name: `Agenzia ${'Langhe '.repeat(20)}` } });
    expect(check(renderFatturaPa(doc, demoSeller))).toEqual([]);
  });
});

describe('the specification checks fail a broken document', () => {
  const good = renderFatturaPa(sampleDocument(), demoSeller);
  const broken: [string, (xml: string) => string, RegExp][] = [
    ['a required element missing', (x) => x.replace(/\s*<Numero>.*<\/Numero>/, ''), /DatiGeneraliDocumento\/Numero: required/],
    ['a TipoDocumento outside the code list', (x) => x.replace('<TipoDocumento>TD24<', '<TipoDocumento>TD99<'), /TipoDocumento: "TD99" is not in the code list/],
    ['a RegimeFiscale no longer in the list', (x) => x.replace('<RegimeFiscale>RF01<', '<RegimeFiscale>RF03<'), /RegimeFiscale: "RF03" is not in the code list/],
    [
      'an amount with a comma',
      (x) => x.replace('<ImportoTotaleDocumento>433.50<', '<ImportoTotaleDocumento>433,50<'),
      /ImportoTotaleDocumento: must be an amount with a point and two decimals/,
    ],
    ['a total that is not the sum', (x) => x.replace('<ImportoTotaleDocumento>433.50<', '<ImportoTotaleDocumento>433.51<'), /ImportoTotaleDocumento: 433.51 is not the sum/],
    ['a summary that is not its lines', (x) => x.replace('<ImponibileImporto>355.33<', '<ImponibileImporto>355.34<'), /ImponibileImporto: 355.34 is not the sum of its lines/],
    ['a date not YYYY-MM-DD', (x) => x.replace('<Data>2026-06-03<', '<Data>03/06/2026<'), /Data: must be a date YYYY-MM-DD/],
    ['elements out of order', (x) => x.replace(/(<TipoDocumento>TD24<\/TipoDocumento>)(\s*)(<Divisa>EUR<\/Divisa>)/, '$3$2$1'), /TipoDocumento: out of order/],
    ['an element the schema does not have', (x) => x.replace('<Divisa>EUR</Divisa>', '<Divisa>EUR</Divisa><Sconto>1</Sconto>'), /Sconto: not allowed in DatiGeneraliDocumento/],
    ['a company name over 80 characters', (x) => x.replace('<Denominazione>Langhe Tour S.r.l.<', `<Denominazione>${'L'.repeat(81)}<`), /Denominazione: must be 1 to 80 characters/],
    ['VAT 0 without Natura', (x) => x.replaceAll('<AliquotaIVA>22.00<', '<AliquotaIVA>0.00<'), /Natura is required when AliquotaIVA is 0.00/],
    ['a code for a buyer abroad on an Italian buyer', (x) => x.replace('<CodiceDestinatario>M5UXCR1<', '<CodiceDestinatario>XXXXXXX<'), /XXXXXXX is for buyers abroad/],
    ['a 6-character code between private parties', (x) => x.replace('<CodiceDestinatario>M5UXCR1<', '<CodiceDestinatario>UFABCD<'), /must be 7 characters between private parties/],
    [
      'a buyer without tax identifiers',
      (x) =>
        x.replace(
          /<CessionarioCommittente>\s*<DatiAnagrafici>\s*<IdFiscaleIVA>[\s\S]*?<\/IdFiscaleIVA>\s*<CodiceFiscale>.*?<\/CodiceFiscale>/,
          '<CessionarioCommittente><DatiAnagrafici>',
        ),
      /needs IdFiscaleIVA or CodiceFiscale/,
    ],
    ['a postal code that is not five digits', (x) => x.replace('<CAP>12051<', '<CAP>1205<'), /Sede\/CAP: must be five digits/],
    ['a versione that is not the format', (x) => x.replace('versione="FPR12"', 'versione="FPA12"'), /must equal FormatoTrasmissione FPR12/],
  ];
  it.each(broken)('%s', (_what, breakIt, problem) => {
    const xml = breakIt(good);
    expect(xml).not.toBe(good);
    expect(check(xml).join('\n')).toMatch(problem);
  });

  it('a credit note without the invoice it corrects', () => {
    const xml = renderFatturaPa(creditNote, demoSeller).replace(/\s*<DatiFattureCollegate>[\s\S]*?<\/DatiFattureCollegate>/, '');
    expect(check(xml).join('\n')).toMatch(/must name the invoice it corrects/);
  });

  it('XML that is not well-formed does not even parse', () => {
    expect(() => parseXmlTree(good.replace('</Numero>', '</Numro>'))).toThrow();
    expect(() => parseXmlTree(good.replace('<p:FatturaElettronica', '<q:FatturaElettronica'))).toThrow();
  });

  it('is never handed out: a draft has none, a seller without a VAT number breaks the rules', () => {
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isDomainError(e) ? { detail: e.detail, problems: (e.extra?.problems as string[] | undefined) ?? [] } : e;
      }
      return null;
    };
    expect(refused(() => renderFatturaPa(sampleDocument({ status: 'draft' }), demoSeller))).toMatchObject({ detail: 'invoice_draft' });
    const r = refused(() => renderFatturaPa(sampleDocument(), { ...demoSeller, vatNumber: '' })) as { detail: string; problems: string[] };
    expect(r.detail).toBe('fattura_pa_invalid');
    expect(r.problems.join('\n')).toMatch(/CedentePrestatore\/DatiAnagrafici\/IdFiscaleIVA\/IdCodice: must be 1 to 28 characters/);
    // The tree and its text agree.
    expect(checkFatturaPa(fatturaPaTree(sampleDocument(), demoSeller))).toEqual(checkFatturaPa(parseXmlTree(serializeXml(fatturaPaTree(sampleDocument(), demoSeller)))));
  });
});
