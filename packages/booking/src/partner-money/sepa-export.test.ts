import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { buildSepaCreditTransfer, normalizeIban, sepaAmount, SepaExportError, sepaText, type SepaFileInput } from './sepa-export.ts';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** Parses strictly: any well-formedness error throws. */
function parse(xml: string) {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
}

const texts = (doc: ReturnType<typeof parse>, tag: string) => Array.from(doc.getElementsByTagNameNS(NS, tag)).map((e) => e.textContent ?? '');

const input = (over: Partial<SepaFileInput> = {}): SepaFileInput => ({
  debtor: { name: 'Tenuta Società Agricola', iban: 'IT60 X054 2811 1010 0000 0123 456', bic: 'BPMOIT22XXX' },
  messageId: 'TNT20261201050000ABCD',
  createdAt: new Date('2026-12-01T04:00:00Z'),
  executionDate: new Date('2026-12-01T04:00:00Z'),
  payments: [
    { payoutId: 7, creditorName: 'Hôtel Belvedère & Spa', iban: 'DE89370400440532013000', netCents: 5_321, remittance: 'Tenuta provvigioni 2026-11 - payout 7' },
    { payoutId: 12, creditorName: 'Mario Rossi', iban: 'it60x0542811101000000123456', bic: 'BPMOIT22', netCents: 10_010, remittance: 'Tenuta provvigioni 2026-11 - payout 12' },
    { payoutId: 1234567, creditorName: 'Agriturismo La Collina', iban: 'IT60X0542811101000000123456', netCents: 1, remittance: 'x' },
  ],
  ...over,
});

describe('the SEPA credit-transfer file (pain.001.001.09)', () => {
  it('is well-formed and says exactly the amounts, IBANs and names of the payouts', () => {
    const xml = buildSepaCreditTransfer(input());
    const doc = parse(xml);
    expect(doc.documentElement!.namespaceURI).toBe(NS);
    expect(texts(doc, 'MsgId')).toEqual(['TNT20261201050000ABCD']);
    expect(texts(doc, 'NbOfTxs')).toEqual(['3', '3']);
    // 53.21 + 100.10 + 0.01, from cents
    expect(texts(doc, 'CtrlSum')).toEqual(['153.32', '153.32']);
    expect(texts(doc, 'InstdAmt')).toEqual(['53.21', '100.10', '0.01']);
    expect(Array.from(doc.getElementsByTagNameNS(NS, 'InstdAmt')).map((e) => e.getAttribute('Ccy'))).toEqual(['EUR', 'EUR', 'EUR']);
    // The debtor's IBAN first, then each creditor's, in electronic form.
    expect(texts(doc, 'IBAN')).toEqual(['IT60X0542811101000000123456', 'DE89370400440532013000', 'IT60X0542811101000000123456', 'IT60X0542811101000000123456']);
    expect(texts(doc, 'Nm')).toEqual(['Tenuta Societa Agricola', 'Tenuta Societa Agricola', 'Hotel Belvedere e Spa', 'Mario Rossi', 'Agriturismo La Collina']);
    expect(texts(doc, 'EndToEndId')).toEqual(['TENUTA-PAYOUT-7', 'TENUTA-PAYOUT-12', 'TENUTA-PAYOUT-1234567']);
    expect(texts(doc, 'Ustrd')[0]).toBe('Tenuta provvigioni 2026-11 - payout 7');
    expect(texts(doc, 'ReqdExctnDt')[0]).toContain('2026-12-01');
    expect(texts(doc, 'PmtMtd')).toEqual(['TRF']);
    // Identifiers stay within the schema's 35 characters.
    for (const id of [...texts(doc, 'InstrId'), ...texts(doc, 'PmtInfId'), ...texts(doc, 'EndToEndId')]) expect(id.length).toBeLessThanOrEqual(35);
  });

  it('passes xmllint when the machine has it', () => {
    if (!existsSync('/usr/bin/xmllint')) return; // parsed strictly above in any case
    const out = execFileSync('/usr/bin/xmllint', ['--noout', '-'], { input: buildSepaCreditTransfer(input()), encoding: 'utf8' });
    expect(out).toBe('');
  });

  it('refuses an invalid IBAN or BIC, a zero amount and an empty file, naming the payout', () => {
    const bad = input({ payments: [{ payoutId: 9, creditorName: 'X', iban: 'IT60X0542811101000000123457', netCents: 100, remittance: 'r' }] });
    expect(() => buildSepaCreditTransfer(bad)).toThrow(SepaExportError);
    try {
      buildSepaCreditTransfer(bad);
    } catch (e) {
      expect((e as SepaExportError).payoutId).toBe(9);
    }
    expect(() =>
      buildSepaCreditTransfer(input({ payments: [{ payoutId: 1, creditorName: 'X', iban: 'DE89370400440532013000', bic: 'NOTABIC', netCents: 100, remittance: 'r' }] })),
    ).toThrow(/BIC/);
    expect(() => buildSepaCreditTransfer(input({ payments: [{ payoutId: 1, creditorName: 'X', iban: 'DE89370400440532013000', netCents: 0, remittance: 'r' }] }))).toThrow(
      RangeError,
    );
    expect(() => buildSepaCreditTransfer(input({ payments: [] }))).toThrow(/No payout/);
    expect(() => buildSepaCreditTransfer(input({ debtor: { name: 'T', iban: 'IT00X0542811101000000123456', bic: null } }))).toThrow(/SELLER_IBAN/);
  });

  it('writes cents as euros exactly and text in the SEPA set', () => {
    expect(sepaAmount(1)).toBe('0.01');
    expect(sepaAmount(123_456_789)).toBe('1234567.89');
    expect(() => sepaAmount(10.5)).toThrow(RangeError);
    expect(sepaText('Caffè «Lungo» & Co. <b>', 70)).toBe('Caffe Lungo e Co. b');
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
    expect(normalizeIban('it60 x054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456');
    expect(normalizeIban('IT60X0542811101000000123457')).toBeNull();
  });
});
