import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import SEPA from 'sepa';
import { ROME, romeDate } from '@tenuta/core';

/**
 * The SEPA credit-transfer file (ISO 20022 pain.001.001.09, the EPC's current version) that pays
 * approved payouts from the estate's account: one payment block, one transaction per payout (its
 * net amount), built with the `sepa` package. Pure: the caller gives the debtor, the message id
 * and the payouts. Amounts are integer cents; the package takes euros, so the file is checked
 * afterwards against the sums computed in cents (a difference is an error, never a file).
 * Its dates are the estate's: Rome time, whatever the server's zone (the package formats a date
 * with the process's local clock, so it is given Rome-zoned dates and the result is checked).
 */
export const SEPA_PAIN_FORMAT = 'pain.001.001.09';

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string | null;
}

export interface SepaPayment {
  payoutId: number;
  /** The partner the payout pays (its company name), named in errors so staff know which payout to fix. */
  partnerName: string;
  creditorName: string;
  iban: string;
  bic?: string | null;
  netCents: number;
  /** Unstructured remittance text (at most 140 characters after cleaning). */
  remittance: string;
}

export interface SepaFileInput {
  debtor: SepaDebtor;
  /** GrpHdr/MsgId: unique per file, at most 35 characters of the SEPA set. */
  messageId: string;
  /** When the file was made: CreDtTm, written as Rome local time with its offset. */
  createdAt: Date;
  /** The requested execution date, a Rome calendar day (YYYY-MM-DD); by default the Rome day of `createdAt`. */
  executionDate?: string;
  payments: readonly SepaPayment[];
}

/** An IBAN in electronic form (no spaces, upper case) when it is valid, else null. */
export function normalizeIban(input: string | null | undefined): string | null {
  const e = electronicFormatIBAN(input ?? '');
  return e && isValidIBAN(e) ? e : null;
}

/** A BIC (8 or 11 characters, upper case) when valid, else null. */
export function normalizeBic(input: string | null | undefined): string | null {
  const b = (input ?? '').replace(/\s+/g, '').toUpperCase();
  return b && isValidBIC(b) ? b : null;
}

/**
 * Text in the SEPA character set (a-z A-Z 0-9 / - ? : ( ) . , ' + and space): accents dropped
 * (è → e), & as "e", anything else a space; trimmed to `max` characters.
 */
export function sepaText(s: string, max: number): string {
  const plain = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' e ')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim();
}

/** Cents as the file writes euros: "1234.50" (exact, from integers). */
export function sepaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`a transfer must be a positive whole number of cents (got ${cents})`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** CreDtTm: the Rome local date-time with its UTC offset, e.g. 2026-03-29T00:30:00+01:00. */
export const sepaCreationTime = (at: Date): string => format(new TZDate(at.getTime(), ROME), "yyyy-MM-dd'T'HH:mm:ssXXX");

/**
 * Territories whose BICs carry their own country code but whose accounts have the IBAN of the
 * country they belong to (the `sepa` package accepts the same pairs).
 */
const BIC_TERRITORIES: Readonly<Record<string, readonly string[]>> = {
  FI: ['AX'],
  FR: ['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'],
  GB: ['IM', 'JE', 'GG'],
};

/** Whether a (valid, normalised) BIC belongs to the IBAN's country: its characters 5-6 are the IBAN's first two, or a territory of it. */
export function bicMatchesIban(bic: string, iban: string): boolean {
  const bicCountry = bic.slice(4, 6);
  const ibanCountry = iban.slice(0, 2);
  return bicCountry === ibanCountry || (BIC_TERRITORIES[ibanCountry]?.includes(bicCountry) ?? false);
}

/** The payout a bad transfer belongs to, named in the error (id and partner). */
export interface SepaErrorPayout {
  id: number;
  partner: string;
}

/** `detail` is the answer's sub-code when it is more precise than "bad bank details" (e.g. payout_bic_iban_mismatch). */
export class SepaExportError extends Error {
  readonly payoutId: number | undefined;
  constructor(
    message: string,
    readonly payout?: SepaErrorPayout,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'SepaExportError';
    this.payoutId = payout?.id;
  }
}

const payoutLabel = (p: SepaPayment): string => `Payout ${p.payoutId} (${p.partnerName || 'partner unknown'})`;

/** The pain.001 XML of the payouts; throws SepaExportError for an invalid IBAN, BIC or amount. */
export function buildSepaCreditTransfer(input: SepaFileInput): string {
  if (input.payments.length === 0) throw new SepaExportError('No payout to pay');
  const debtorIban = normalizeIban(input.debtor.iban);
  if (!debtorIban) throw new SepaExportError("The estate's IBAN (SELLER_IBAN) is not valid");
  const debtorBic = input.debtor.bic ? normalizeBic(input.debtor.bic) : null;
  if (input.debtor.bic && !debtorBic) throw new SepaExportError("The estate's BIC (SELLER_BIC) is not valid");
  if (debtorBic && !bicMatchesIban(debtorBic, debtorIban))
    throw new SepaExportError(`The estate's BIC (SELLER_BIC, ${debtorBic.slice(4, 6)}) is not of its IBAN's country (SELLER_IBAN, ${debtorIban.slice(0, 2)})`);
  if (!/^[A-Za-z0-9/\-?:().,'+]{1,35}$/.test(input.messageId)) throw new SepaExportError('The message id must be 1 to 35 characters of the SEPA set');
  const executionDay = input.executionDate ?? romeDate(input.createdAt);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(executionDay)) throw new SepaExportError('The execution date must be a calendar day (YYYY-MM-DD)');
  const [y, m, d] = executionDay.split('-').map(Number) as [number, number, number];

  const doc = new SEPA.Document(SEPA_PAIN_FORMAT);
  doc.grpHdr.id = input.messageId;
  // Rome-zoned dates: the package reads their local fields, which are then Rome's on any host.
  doc.grpHdr.created = new TZDate(input.createdAt.getTime(), ROME);
  doc.grpHdr.initiatorName = sepaText(input.debtor.name, 70);

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = new TZDate(y, m - 1, d, 12, 0, 0, ROME);
  info.debtorIBAN = debtorIban;
  info.debtorBIC = debtorBic ?? '';
  info.debtorName = sepaText(input.debtor.name, 70);
  info.batchBooking = true;
  info.id = 'P';
  doc.addPaymentInfo(info);

  let totalCents = 0;
  for (const p of input.payments) {
    const payout = { id: p.payoutId, partner: p.partnerName };
    const iban = normalizeIban(p.iban);
    if (!iban) throw new SepaExportError(`${payoutLabel(p)}: the IBAN is not valid`, payout);
    const bic = p.bic ? normalizeBic(p.bic) : null;
    if (p.bic && !bic) throw new SepaExportError(`${payoutLabel(p)}: the BIC is not valid`, payout);
    if (bic && !bicMatchesIban(bic, iban))
      throw new SepaExportError(
        `${payoutLabel(p)}: the BIC ${bic} is of another country (${bic.slice(4, 6)}) than the IBAN (${iban.slice(0, 2)})`,
        payout,
        'payout_bic_iban_mismatch',
      );
    const name = sepaText(p.creditorName, 70);
    if (!name) throw new SepaExportError(`${payoutLabel(p)}: the account holder is missing`, payout);
    const euros = sepaAmount(p.netCents);
    totalCents += p.netCents;
    const tx = info.createTransaction();
    tx.id = String(p.payoutId);
    tx.end2endId = `TENUTA-PAYOUT-${p.payoutId}`;
    tx.creditorName = name;
    tx.creditorIBAN = iban;
    tx.creditorBIC = bic ?? '';
    // The package speaks euros: cents / 100 has at most two decimals and is checked below.
    tx.amount = Number(euros);
    tx.remittanceInfo = sepaText(p.remittance, 140);
    info.addTransaction(tx);
  }

  let xml: string;
  try {
    xml = doc.toString();
  } catch (e) {
    throw new SepaExportError(`The SEPA file could not be built: ${(e as Error).message}`);
  }
  // CreDtTm with the Rome offset (the package writes local time without one).
  const created = sepaCreationTime(input.createdAt);
  xml = xml.replace(/<CreDtTm>[^<]*<\/CreDtTm>/, `<CreDtTm>${created}</CreDtTm>`);
  const dates = [...xml.matchAll(/<ReqdExctnDt><Dt>([^<]+)<\/Dt><\/ReqdExctnDt>/g)].map((x) => x[1]);
  if (!xml.includes(`<CreDtTm>${created}</CreDtTm>`) || dates.join('|') !== executionDay) {
    throw new SepaExportError('The SEPA file does not carry the Rome dates it was given (date mismatch)');
  }
  // The file must say exactly what the cents say.
  const sums = [...xml.matchAll(/<CtrlSum>([^<]+)<\/CtrlSum>/g)].map((m) => m[1]);
  const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">([^<]+)<\/InstdAmt>/g)].map((m) => m[1]);
  const expected = input.payments.map((p) => sepaAmount(p.netCents));
  if (sums.length !== 2 || sums.some((s) => s !== sepaAmount(totalCents)) || amounts.join('|') !== expected.join('|')) {
    throw new SepaExportError('The SEPA file does not add up to the payouts (amount mismatch)');
  }
  return xml;
}

/** The count and sum of a built file, for the answer and the audit log. */
export const sepaTotals = (payments: readonly Pick<SepaPayment, 'netCents'>[]): { count: number; totalCents: number } => ({
  count: payments.length,
  totalCents: payments.reduce((s, p) => s + p.netCents, 0),
});
