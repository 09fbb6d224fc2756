import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { afterEach, describe, expect, it } from 'vitest';
import { bicMatchesIban, buildSepaCreditTransfer, normalizeIban, sepaAmount, SepaExportError, sepaText, type SepaFileInput } from './sepa-export.ts';

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
  payments: [
    {
      payoutId: 7,
      partnerName: 'Hôtel Belvedère',
      creditorName: 'Hôtel Belvedère & Spa',
      iban: 'DE89370400440532013000',
      netCents: 5_321,
      remittance: 'Tenuta provvigioni 2026-11 - payout 7',
    },
    {
      payoutId: 12,
      partnerName: 'Mario Rossi',
      creditorName: 'Mario Rossi',
      iban: 'it60x0542811101000000123456',
      bic: 'BPMOIT22',
      netCents: 10_010,
      remittance: 'Tenuta provvigioni 2026-11 - payout 12',
    },
    { payoutId: 1234567, partnerName: 'La Collina', creditorName: 'Agriturismo La Collina', iban: 'IT60X0542811101000000123456', netCents: 1, remittance: 'x' },
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
    expect(texts(doc, 'ReqdExctnDt')).toEqual(['2026-12-01']);
    expect(texts(doc, 'CreDtTm')).toEqual(['2026-12-01T05:00:00+01:00']);
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
    const bad = input({ payments: [{ payoutId: 9, partnerName: 'P', creditorName: 'X', iban: 'IT60X0542811101000000123457', netCents: 100, remittance: 'r' }] });
    expect(() => buildSepaCreditTransfer(bad)).toThrow(SepaExportError);
    try {
      buildSepaCreditTransfer(bad);
    } catch (e) {
      expect((e as SepaExportError).payoutId).toBe(9);
    }
    expect(() =>
      buildSepaCreditTransfer(
        input({ payments: [{ payoutId: 1, partnerName: 'P', creditorName: 'X', iban: 'DE89370400440532013000', bic: 'NOTABIC', netCents: 100, remittance: 'r' }] }),
      ),
    ).toThrow(/BIC/);
    expect(() =>
      buildSepaCreditTransfer(input({ payments: [{ payoutId: 1, partnerName: 'P', creditorName: 'X', iban: 'DE89370400440532013000', netCents: 0, remittance: 'r' }] })),
    ).toThrow(RangeError);
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

describe('the SEPA file is dated in Rome time, whatever the server’s zone', () => {
  const hostZone = process.env.TZ;
  afterEach(() => {
    // Node reads TZ again when it changes: put back the zone the run started with.
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });

  const dates = (createdAt: Date) => {
    const doc = parse(buildSepaCreditTransfer(input({ createdAt })));
    return { created: texts(doc, 'CreDtTm'), execution: texts(doc, 'ReqdExctnDt') };
  };

  /** Puts the process in `zone`, and checks it took (the `sepa` package formats with the local clock). */
  const onHost = (zone: string, minutesBehindUtc: number) => {
    process.env.TZ = zone;
    expect(new Date('2026-03-28T23:30:00Z').getTimezoneOffset()).toBe(minutesBehindUtc);
  };

  // Servers behind Rome (UTC, California) date a night export the day before; one ahead (+14) the day after.
  for (const [zone, offset] of [
    ['UTC', 0],
    ['America/Los_Angeles', 420],
    ['Pacific/Kiritimati', -840],
  ] as const) {
    it(`00:30 in Rome on the night the clocks go forward is 29 March, on a host in ${zone}`, () => {
      onHost(zone, offset);
      // 2026-03-28T23:30Z is 00:30 in Rome, still winter time (the change is at 02:00 Rome, 01:00Z).
      expect(dates(new Date('2026-03-28T23:30:00Z'))).toEqual({ created: ['2026-03-29T00:30:00+01:00'], execution: ['2026-03-29'] });
      // After the change the offset is summer time's.
      expect(dates(new Date('2026-03-29T01:30:00Z'))).toEqual({ created: ['2026-03-29T03:30:00+02:00'], execution: ['2026-03-29'] });
    });

    it(`00:30 in Rome on a winter night is the new day, on a host in ${zone}`, () => {
      onHost(zone, offset);
      expect(dates(new Date('2026-12-01T23:30:00Z'))).toEqual({ created: ['2026-12-02T00:30:00+01:00'], execution: ['2026-12-02'] });
      // 23:59 in Rome is still the same day.
      expect(dates(new Date('2026-12-01T22:59:00Z'))).toEqual({ created: ['2026-12-01T23:59:00+01:00'], execution: ['2026-12-01'] });
    });
  }

  it('a given execution day is written as given', () => {
    onHost('UTC', 0);
    const doc = parse(buildSepaCreditTransfer(input({ createdAt: new Date('2026-03-28T23:30:00Z'), executionDate: '2026-03-30' })));
    expect(texts(doc, 'ReqdExctnDt')).toEqual(['2026-03-30']);
    expect(() => buildSepaCreditTransfer(input({ executionDate: '30/03/2026' }))).toThrow(/calendar day/);
  });
});

describe('a BIC of another country than the IBAN', () => {
  const mismatched = (over: Partial<SepaFileInput['payments'][number]> = {}) =>
    input({
      payments: [
        { payoutId: 7, partnerName: 'Mario Rossi', creditorName: 'Mario Rossi', iban: 'IT60X0542811101000000123456', netCents: 100, remittance: 'r' },
        // A German IBAN with an Italian BIC.
        {
          payoutId: 4242,
          partnerName: 'Hotel Belvedere S.r.l.',
          creditorName: 'Hotel Belvedere',
          iban: 'DE89370400440532013000',
          bic: 'BPMOIT22',
          netCents: 100,
          remittance: 'r',
          ...over,
        },
      ],
    });

  it('is refused naming the payout and its partner, so staff know which payout to fix', () => {
    let error: unknown;
    try {
      buildSepaCreditTransfer(mismatched());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SepaExportError);
    const e = error as SepaExportError;
    expect(e.payoutId).toBe(4242);
    expect(e.payout).toEqual({ id: 4242, partner: 'Hotel Belvedere S.r.l.' });
    expect(e.detail).toBe('payout_bic_iban_mismatch');
    expect(e.message).toContain('Payout 4242');
    expect(e.message).toContain('Hotel Belvedere S.r.l.');
    expect(e.message).toMatch(/\(IT\).*\(DE\)/);
  });

  it('the other bank-detail errors name the partner too', () => {
    expect(() => buildSepaCreditTransfer(mismatched({ bic: null, iban: 'IT60X0542811101000000123457' }))).toThrow('Payout 4242 (Hotel Belvedere S.r.l.): the IBAN is not valid');
  });

  it("a territory's BIC with its country's IBAN passes; the estate's own mismatch names SELLER_BIC", () => {
    expect(bicMatchesIban('BNPAGPGP', 'FR1420041010050500013M02606')).toBe(true);
    expect(bicMatchesIban('BPMOIT22', 'DE89370400440532013000')).toBe(false);
    expect(() => buildSepaCreditTransfer(mismatched({ iban: 'FR1420041010050500013M02606', bic: 'BNPAGPGP' }))).not.toThrow();
    expect(() => buildSepaCreditTransfer(input({ debtor: { name: 'T', iban: 'IT60X0542811101000000123456', bic: 'DEUTDEFF' } }))).toThrow(/SELLER_BIC/);
  });
});
