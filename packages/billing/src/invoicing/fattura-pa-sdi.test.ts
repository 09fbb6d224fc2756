import { describe, expect, it } from 'vitest';
import { renderFatturaPa } from './fattura-pa.ts';
import { checkFatturaPa } from './fattura-pa-rules.ts';
import { buyerProblems, guestBuyer, guestWantsInvoice, type InvoiceBuyer } from './invoice-buyer.ts';
import { NATURE_REFERENCES } from './nature-references.ts';
import { parseXmlTree, sampleDocument, sampleLine, xmllint } from './invoicing-test-support.ts';
import { demoSeller } from './seller.ts';
import { chargeStampDuty, STAMP_DUTY_DESCRIPTION } from './stamp-duty.ts';
import { select, textAt, type XmlNode } from './xml-tree.ts';

/**
 * What the exchange system (SdI) and art. 21 DPR 633/72 ask of an e-invoice beyond the schema:
 * the legal reference of a Natura, the stamp duty, natural persons by name, foreign private buyers,
 * and VAT computed per rate summary (vat-balance.test.ts has the arithmetic).
 */

const H = 'FatturaElettronicaHeader';
const B = 'FatturaElettronicaBody';
const xml = (doc = sampleDocument(), seller = demoSeller): XmlNode => {
  const tree = parseXmlTree(renderFatturaPa(doc, seller));
  expect(checkFatturaPa(tree)).toEqual([]);
  return tree;
};
const summaries = (tree: XmlNode) => select(tree, `${B}/DatiBeniServizi/DatiRiepilogo`);
const summaryOf = (tree: XmlNode, rate: string) => summaries(tree).find((s) => textAt(s, 'AliquotaIVA') === rate)!;
const guestDoc = (b: InvoiceBuyer, lines = [sampleLine('Caccia al Tartufo', 14450, 2200, 1)]) =>
  sampleDocument({ docType: 'TD01', partnerId: null, period: null, payment: 'card', paidAt: new Date('2026-06-03T08:00:00Z'), buyer: b, lines });

describe('the legal reference of a Natura (RiferimentoNormativo)', () => {
  it('is on every summary that has a Natura, after the tax: the seller’s own text, else the code’s default; never on a taxed rate', () => {
    const doc = sampleDocument({
      lines: [sampleLine('Degustazione', 4000, 0), sampleLine('Caccia', 12200, 2200), { ...sampleLine('Visita esente', 3000, 0), nature: 'N4' }],
    });
    const tree = xml(doc, { ...demoSeller, zeroVatNature: 'N2.2', zeroVatReference: 'Operazione fuori campo IVA ex art. 4 DPR 633/72' });
    const n22 = summaries(tree).find((s) => textAt(s, 'Natura') === 'N2.2')!;
    expect(n22.children.map((c) => c.name)).toEqual(['AliquotaIVA', 'Natura', 'ImponibileImporto', 'Imposta', 'RiferimentoNormativo']);
    expect(textAt(n22, 'RiferimentoNormativo')).toBe('Operazione fuori campo IVA ex art. 4 DPR 633/72');
    expect(textAt(summaries(tree).find((s) => textAt(s, 'Natura') === 'N4')!, 'RiferimentoNormativo')).toBe('Esente ex art. 10 DPR 633/72');
    expect(textAt(summaryOf(tree, '22.00'), 'RiferimentoNormativo')).toBeNull();
    // Without the seller's text, its Natura gets the default.
    expect(textAt(summaryOf(xml(sampleDocument({ lines: [sampleLine('Degustazione', 4000, 0)] })), '0.00'), 'RiferimentoNormativo')).toBe(NATURE_REFERENCES['N2.2']);
  });

  it('has a default of at most 100 Latin-1 characters for every Natura code', () => {
    for (const [code, text] of Object.entries(NATURE_REFERENCES)) expect(text, code).toMatch(/^[\u0020-\u007e\u00a0-\u00ff]{1,100}$/);
  });

  it('a summary with a Natura but no legal reference breaks the rules', () => {
    const text = renderFatturaPa(sampleDocument({ lines: [sampleLine('Degustazione', 4000, 0)] }), demoSeller).replace(/\s*<RiferimentoNormativo>.*<\/RiferimentoNormativo>/, '');
    expect(checkFatturaPa(parseXmlTree(text)).join('\n')).toMatch(/RiferimentoNormativo is required with a Natura/);
  });
});

describe('the stamp duty (DatiBollo)', () => {
  const bollo = (tree: XmlNode) => select(tree, `${B}/DatiGenerali/DatiGeneraliDocumento/DatiBollo`)[0];

  it('is EUR 2.00 paid virtually when the amounts not subject to VAT exceed 77.47, before the total', () => {
    const tree = xml(sampleDocument({ lines: [sampleLine('Degustazione', 5000, 0), sampleLine('Degustazione', 2748, 0), sampleLine('Caccia', 14450, 2200)] }));
    expect(bollo(tree)?.children.map((c) => [c.name, c.text])).toEqual([
      ['BolloVirtuale', 'SI'],
      ['ImportoBollo', '2.00'],
    ]);
    const order = select(tree, `${B}/DatiGenerali/DatiGeneraliDocumento`)[0]!.children.map((c) => c.name);
    expect(order.indexOf('DatiBollo')).toBe(order.indexOf('ImportoTotaleDocumento') - 1);
    // The estate bears it by default: the total is what the lines owe.
    expect(textAt(tree, `${B}/DatiGenerali/DatiGeneraliDocumento/ImportoTotaleDocumento`)).toBe('221.98');
  });

  it('is not due at 77.47 or less, on taxed amounts, or on exports (exempt from the duty)', () => {
    expect(bollo(xml(sampleDocument({ lines: [sampleLine('Degustazione', 7747, 0), sampleLine('Caccia', 28900, 2200)] })))).toBeUndefined();
    expect(bollo(xml(sampleDocument()))).toBeUndefined();
    expect(bollo(xml(sampleDocument({ lines: [sampleLine('Degustazione', 20000, 0)] }), { ...demoSeller, zeroVatNature: 'N3.1' }))).toBeUndefined();
    expect(bollo(xml(sampleDocument({ lines: [sampleLine('Degustazione', 20000, 0)] }), { ...demoSeller, zeroVatNature: 'N4' }))).toBeDefined();
  });

  it('charged to the buyer: one line of 2.00 excluded from VAT (N1, art. 15), added once, in the total', () => {
    const lines = [sampleLine('Degustazione', 9000, 0, 1)];
    const charged = chargeStampDuty(lines, 'N2.2');
    expect(charged).toHaveLength(2);
    expect(charged[1]).toMatchObject({ description: STAMP_DUTY_DESCRIPTION, taxableCents: 200, vatCents: 0, vatBps: 0, nature: 'N1' });
    expect(chargeStampDuty(charged, 'N2.2')).toEqual(charged);
    expect(chargeStampDuty([sampleLine('Degustazione', 7747, 0, 1)], 'N2.2')).toHaveLength(1);
    const tree = xml(sampleDocument({ lines: charged }));
    expect(bollo(tree)).toBeDefined();
    expect(textAt(tree, `${B}/DatiGenerali/DatiGeneraliDocumento/ImportoTotaleDocumento`)).toBe('92.00');
    expect(textAt(summaries(tree).find((s) => textAt(s, 'Natura') === 'N1')!, 'RiferimentoNormativo')).toBe(NATURE_REFERENCES.N1);
  });

  it('missing where it is due breaks the rules', () => {
    const text = renderFatturaPa(sampleDocument({ lines: [sampleLine('Degustazione', 9000, 0)] }), demoSeller).replace(/\s*<DatiBollo>[\s\S]*?<\/DatiBollo>/, '');
    expect(checkFatturaPa(parseXmlTree(text)).join('\n')).toMatch(/DatiBollo: required when the amounts not subject to VAT exceed 77.47/);
  });
});

describe('natural persons and buyers abroad', () => {
  const italian = guestBuyer(
    {
      billing_type: 'private_italy',
      invoice_requested: true,
      name: 'Maria',
      surname: 'Rossi',
      fiscal_code: 'rssmra85t10a562s',
      address: 'Via Roma 1',
      city: 'Alba',
      postal_code: '12051',
      province: 'cn',
      billing_country: 'IT',
    },
    'maria@example.com',
    'it',
  );
  const american = guestBuyer(
    {
      billing_type: 'private_foreign',
      invoice_requested: true,
      name: 'John',
      surname: 'Smith',
      address: '350 Fifth Avenue',
      city: 'New York',
      postal_code: '10118',
      province: 'NY',
      billing_country: 'US',
    },
    'john@example.com',
    'en',
  );
  const londoner = guestBuyer(
    {
      billing_type: 'private_foreign',
      invoice_requested: true,
      name: 'Jane',
      surname: 'Doe',
      address: '221B Baker Street',
      city: 'London',
      postal_code: 'NW1 6XE',
      billing_country: 'GB',
    },
    'jane@example.com',
    'en',
  );

  it('a guest buying privately asks for an invoice at checkout; without asking, none', () => {
    expect(guestWantsInvoice({ billing_type: 'private_foreign', invoice_requested: true, name: 'John', surname: 'Smith' })).toBe(true);
    expect(guestWantsInvoice({ billing_type: 'private_italy', invoice_requested: true, name: 'Maria', surname: 'Rossi', fiscal_code: 'RSSMRA85T10A562S' })).toBe(true);
    expect(guestWantsInvoice({ billing_type: 'private_foreign', name: 'John', surname: 'Smith' })).toBe(false);
    expect(guestWantsInvoice({ billing_type: 'private_italy', invoice_requested: false, name: 'Maria', surname: 'Rossi' })).toBe(false);
  });

  it('a person is Nome and Cognome, identified in Italy by the codice fiscale and reached through 0000000; a company keeps Denominazione', () => {
    expect(italian).toMatchObject({ name: 'Maria Rossi', first_name: 'Maria', last_name: 'Rossi', fiscal_code: 'RSSMRA85T10A562S', vat_number: null, country: 'IT' });
    expect(buyerProblems(italian)).toEqual([]);
    const tree = xml(guestDoc(italian));
    const party = `${H}/CessionarioCommittente/DatiAnagrafici`;
    expect(select(tree, `${party}/Anagrafica`)[0]!.children.map((c) => [c.name, c.text])).toEqual([
      ['Nome', 'Maria'],
      ['Cognome', 'Rossi'],
    ]);
    expect([textAt(tree, `${party}/CodiceFiscale`), select(tree, `${party}/IdFiscaleIVA`).length]).toEqual(['RSSMRA85T10A562S', 0]);
    expect(textAt(tree, `${H}/DatiTrasmissione/CodiceDestinatario`)).toBe('0000000');
    const company = xml(sampleDocument());
    expect(select(company, `${party}/Anagrafica`)[0]!.children.map((c) => c.name)).toEqual(['Denominazione']);
    // An Italian person without a codice fiscale cannot be invoiced.
    expect(buyerProblems({ ...italian, fiscal_code: null })).toEqual(['buyer_tax_id']);
  });

  it('a private buyer outside the EU without a tax id: IdFiscaleIVA of its country with OO99999999999, no CodiceFiscale, XXXXXXX', () => {
    expect(buyerProblems(american)).toEqual([]);
    const tree = xml(guestDoc(american));
    const party = `${H}/CessionarioCommittente/DatiAnagrafici`;
    expect([textAt(tree, `${party}/IdFiscaleIVA/IdPaese`), textAt(tree, `${party}/IdFiscaleIVA/IdCodice`), textAt(tree, `${party}/CodiceFiscale`)]).toEqual([
      'US',
      'OO99999999999',
      null,
    ]);
    expect([textAt(tree, `${party}/Anagrafica/Nome`), textAt(tree, `${party}/Anagrafica/Cognome`)]).toEqual(['John', 'Smith']);
    expect(textAt(tree, `${H}/DatiTrasmissione/CodiceDestinatario`)).toBe('XXXXXXX');
    // Its postal code has five digits: as it is; no province abroad.
    expect([textAt(tree, `${H}/CessionarioCommittente/Sede/CAP`), textAt(tree, `${H}/CessionarioCommittente/Sede/Provincia`)]).toEqual(['10118', null]);
  });

  it('a postal code of another format: CAP 00000 and the code kept at the end of the street line', () => {
    const tree = xml(guestDoc(londoner));
    const sede = `${H}/CessionarioCommittente/Sede`;
    expect([textAt(tree, `${sede}/Indirizzo`), textAt(tree, `${sede}/CAP`), textAt(tree, `${sede}/Nazione`)]).toEqual(['221B Baker Street, NW1 6XE', '00000', 'GB']);
    expect(textAt(tree, `${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA/IdCodice`)).toBe('OO99999999999');
    const long = xml(guestDoc({ ...londoner, address: 'x'.repeat(70) }));
    expect(textAt(long, `${sede}/Indirizzo`)).toBe(`${'x'.repeat(51)}, NW1 6XE`);
  });

  it('a private buyer in the EU gets 99999999999; a foreign tax id, when given, is used instead', () => {
    const french = { ...londoner, country: 'FR', postal_code: '75001', city: 'Paris' };
    expect(textAt(xml(guestDoc(french)), `${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA/IdCodice`)).toBe('99999999999');
    const withId = guestBuyer(
      {
        billing_type: 'private_foreign',
        invoice_requested: true,
        name: 'Hans',
        surname: 'Müller',
        fiscal_code: '12 345 678-901',
        address: 'Hauptstraße 5',
        city: 'München',
        postal_code: '80331',
        billing_country: 'Germany',
      },
      'hans@example.com',
      'en',
    );
    expect(buyerProblems(withId)).toEqual([]);
    const tree = xml(guestDoc(withId));
    expect([
      textAt(tree, `${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA/IdPaese`),
      textAt(tree, `${H}/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA/IdCodice`),
    ]).toEqual(['DE', '12345678901']);
    // A company abroad still needs its VAT number or tax id.
    expect(buyerProblems({ ...withId, first_name: null, last_name: null, fiscal_code: null })).toContain('buyer_tax_id');
  });

  it('is valid against the official schema too, when xmllint and the schema (FATTURAPA_XSD) are at hand', () => {
    const schema = process.env.FATTURAPA_XSD;
    if (!schema) return;
    const docs = [
      guestDoc(italian),
      guestDoc(american),
      guestDoc(londoner),
      sampleDocument({ lines: chargeStampDuty([sampleLine('Degustazione', 9000, 0, 1), sampleLine('Caccia', 14450, 2200, 2)], 'N2.2') }),
    ];
    for (const doc of docs) {
      const lint = xmllint(renderFatturaPa(doc, demoSeller), schema);
      if (lint) expect(lint, lint.output).toEqual({ ok: true, output: '' });
    }
  });
});
