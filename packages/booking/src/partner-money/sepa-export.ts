import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import SEPA from 'sepa';

/**
 * The SEPA credit-transfer file (ISO 20022 pain.001.001.09, the EPC's current version) that pays
 * approved payouts from the estate's account: one payment block, one transaction per payout (its
 * net amount), built with the `sepa` package. Pure: the caller gives the debtor, the message id
 * and the payouts. Amounts are integer cents; the package takes euros, so the file is checked
 * afterwards against the sums computed in cents (a difference is an error, never a file).
 */
export const SEPA_PAIN_FORMAT = 'pain.001.001.09';

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string | null;
}

export interface SepaPayment {
  payoutId: number;
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
  createdAt: Date;
  /** The requested execution date (the bank's calendar day). */
  executionDate: Date;
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

export class SepaExportError extends Error {
  constructor(
    message: string,
    readonly payoutId?: number,
  ) {
    super(message);
    this.name = 'SepaExportError';
  }
}

/** The pain.001 XML of the payouts; throws SepaExportError for an invalid IBAN, BIC or amount. */
export function buildSepaCreditTransfer(input: SepaFileInput): string {
  if (input.payments.length === 0) throw new SepaExportError('No payout to pay');
  const debtorIban = normalizeIban(input.debtor.iban);
  if (!debtorIban) throw new SepaExportError("The estate's IBAN (SELLER_IBAN) is not valid");
  const debtorBic = input.debtor.bic ? normalizeBic(input.debtor.bic) : null;
  if (input.debtor.bic && !debtorBic) throw new SepaExportError("The estate's BIC (SELLER_BIC) is not valid");
  if (!/^[A-Za-z0-9/\-?:().,'+]{1,35}$/.test(input.messageId)) throw new SepaExportError('The message id must be 1 to 35 characters of the SEPA set');

  const doc = new SEPA.Document(SEPA_PAIN_FORMAT);
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = sepaText(input.debtor.name, 70);

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = input.executionDate;
  info.debtorIBAN = debtorIban;
  info.debtorBIC = debtorBic ?? '';
  info.debtorName = sepaText(input.debtor.name, 70);
  info.batchBooking = true;
  info.id = 'P';
  doc.addPaymentInfo(info);

  let totalCents = 0;
  for (const p of input.payments) {
    const iban = normalizeIban(p.iban);
    if (!iban) throw new SepaExportError(`Payout ${p.payoutId}: the IBAN is not valid`, p.payoutId);
    const bic = p.bic ? normalizeBic(p.bic) : null;
    if (p.bic && !bic) throw new SepaExportError(`Payout ${p.payoutId}: the BIC is not valid`, p.payoutId);
    const name = sepaText(p.creditorName, 70);
    if (!name) throw new SepaExportError(`Payout ${p.payoutId}: the account holder is missing`, p.payoutId);
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
