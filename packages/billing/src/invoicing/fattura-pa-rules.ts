import { B, FIELDS, H, PARTY_FIELDS, SEDE_FIELDS, SEQUENCES, type Format } from './fattura-pa-spec.ts';
import { STAMP_DUTY_NATURES, STAMP_DUTY_THRESHOLD_CENTS } from './stamp-duty.ts';
import { childrenNamed, localName, select, textAt, type XmlNode } from './xml-tree.ts';

/**
 * The FatturaPA 1.2.2 specification's rules for an invoice between private parties (FPR12),
 * written in our own code: which elements are required and in which order, field lengths and
 * formats (amounts with a point and two decimals, dates YYYY-MM-DD, Latin-1 text), the code
 * lists (TipoDocumento, Natura, RegimeFiscale, CondizioniPagamento, ModalitaPagamento,
 * EsigibilitaIVA, in fattura-pa-spec.ts) and the sums the exchange system checks. Pure: a tree
 * in, problems out.
 */

const LATIN1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

function formatProblem(value: string | null, f: Format): string | null {
  const v = value ?? '';
  switch (f.kind) {
    case 'text':
      if (v.length < f.min || v.length > f.max) return `must be ${f.min} to ${f.max} characters (has ${v.length})`;
      return LATIN1.test(v) ? null : 'must use only Basic Latin and Latin-1 characters';
    case 'pattern':
      return f.re.test(v) ? null : `must be ${f.what} (is "${v}")`;
    case 'code':
      return f.list.includes(v) ? null : `"${v}" is not in the code list`;
    case 'amount':
      return /^-?\d{1,11}\.\d{2}$/.test(v) ? null : `must be an amount with a point and two decimals (is "${v}")`;
    case 'price':
      return /^-?\d{1,11}\.\d{2,8}$/.test(v) ? null : `must be a price with a point and 2 to 8 decimals (is "${v}")`;
    case 'rate':
      return /^\d{1,3}\.\d{2}$/.test(v) && parseCents(v) <= 10_000 ? null : `must be a percentage with two decimals, at most 100.00 (is "${v}")`;
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return `must be a date YYYY-MM-DD (is "${v}")`;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? null : `is not a calendar date ("${v}")`;
    }
    case 'integer':
      return /^\d+$/.test(v) && Number(v) >= f.min && Number(v) <= f.max ? null : `must be a whole number from ${f.min} to ${f.max} (is "${v}")`;
  }
}

/**
 * Amount text → integer cents, read digit by digit (no float): "1234.5" → 123450, "1.005" → 101
 * (half up past the second decimal). The formats were checked first; a bad one counts as 0 here.
 */
export function parseCents(s: string | null): number {
  const m = s === null ? null : /^(-?)(\d+)\.(\d+)$/.exec(s);
  if (!m) return 0;
  const decimals = m[3]!.padEnd(3, '0');
  const value = Number(m[2]) * 100 + Number(decimals.slice(0, 2)) + (decimals[2]! >= '5' ? 1 : 0);
  return m[1] === '-' ? -value : value;
}
const cents = parseCents;

function checkStructure(node: XmlNode, path: string, problems: string[]): void {
  const name = localName(node);
  const order = SEQUENCES[name];
  if (!order) {
    if (node.children.length > 0) problems.push(`${path}: must hold text, not elements`);
    return;
  }
  if (node.text !== null && node.text.trim() !== '') problems.push(`${path}: must hold elements, not text`);
  let last = -1;
  const seen = new Map<string, number>();
  for (const child of node.children) {
    const childName = localName(child);
    const at = order.indexOf(childName);
    const n = (seen.get(childName) ?? 0) + 1;
    seen.set(childName, n);
    const childPath = `${path}/${childName}${n > 1 ? `[${n}]` : ''}`;
    if (at < 0) problems.push(`${childPath}: not allowed in ${name}`);
    else if (at < last) problems.push(`${childPath}: out of order in ${name} (expected ${order.join(', ')})`);
    else last = at;
    checkStructure(child, childPath, problems);
  }
}

function checkFields(root: XmlNode, problems: string[]): void {
  for (const [parentPath, child, required, max, format] of FIELDS) {
    const parents = parentPath ? select(root, parentPath) : [root];
    parents.forEach((parent, i) => {
      const where = `${parentPath || localName(root)}${parents.length > 1 ? `[${i + 1}]` : ''}`;
      const found = childrenNamed(parent, child);
      if (required && found.length === 0) problems.push(`${where}/${child}: required`);
      if (max > 0 && found.length > max) problems.push(`${where}/${child}: at most ${max}`);
      if (format)
        for (const f of found) {
          const p = formatProblem(f.text, format);
          if (p) problems.push(`${where}/${child}: ${p}`);
        }
    });
  }
  for (const anagrafica of [...select(root, `${H}/CedentePrestatore/DatiAnagrafici/Anagrafica`), ...select(root, `${H}/CessionarioCommittente/DatiAnagrafici/Anagrafica`)]) {
    for (const [name, , f] of PARTY_FIELDS)
      for (const c of childrenNamed(anagrafica, name)) {
        const p = formatProblem(c.text, f);
        if (p) problems.push(`Anagrafica/${name}: ${p}`);
      }
    const company = childrenNamed(anagrafica, 'Denominazione').length > 0;
    const person = childrenNamed(anagrafica, 'Nome').length > 0 && childrenNamed(anagrafica, 'Cognome').length > 0;
    if (company === person) problems.push('Anagrafica: needs either Denominazione or Nome and Cognome');
  }
  for (const s of [...select(root, `${H}/CedentePrestatore/Sede`), ...select(root, `${H}/CessionarioCommittente/Sede`)]) {
    for (const [name, required, f] of SEDE_FIELDS) {
      const found = childrenNamed(s, name);
      if (required && found.length === 0) problems.push(`Sede/${name}: required`);
      for (const c of found) {
        const p = formatProblem(c.text, f);
        if (p) problems.push(`Sede/${name}: ${p}`);
      }
    }
  }
}

/** The rules across fields: addressing, who the buyer is, VAT and the sums. */
function checkSemantics(root: XmlNode, problems: string[]): void {
  const format = textAt(root, `${H}/DatiTrasmissione/FormatoTrasmissione`);
  if (format && root.attributes.versione !== format) problems.push(`versione="${root.attributes.versione ?? ''}" must equal FormatoTrasmissione ${format}`);
  const recipient = textAt(root, `${H}/DatiTrasmissione/CodiceDestinatario`) ?? '';
  if (format === 'FPR12' && recipient.length !== 7) problems.push('CodiceDestinatario: must be 7 characters between private parties (FPR12)');
  const buyerCountry = textAt(root, `${H}/CessionarioCommittente/Sede/Nazione`);
  if ((recipient === 'XXXXXXX') !== (buyerCountry !== null && buyerCountry !== 'IT')) problems.push('CodiceDestinatario: XXXXXXX is for buyers abroad, and only for them');
  if (select(root, `${H}/DatiTrasmissione/PECDestinatario`).length > 0 && recipient !== '0000000') problems.push('PECDestinatario: only with CodiceDestinatario 0000000');
  const buyer = select(root, `${H}/CessionarioCommittente/DatiAnagrafici`)[0];
  if (buyer && childrenNamed(buyer, 'IdFiscaleIVA').length === 0 && childrenNamed(buyer, 'CodiceFiscale').length === 0) {
    problems.push('CessionarioCommittente: needs IdFiscaleIVA or CodiceFiscale');
  }
  select(root, B).forEach((body, bi) => {
    const at = `${B}[${bi + 1}]`;
    const type = textAt(body, 'DatiGenerali/DatiGeneraliDocumento/TipoDocumento');
    if (type === 'TD04' && select(body, 'DatiGenerali/DatiFattureCollegate/IdDocumento').length === 0)
      problems.push(`${at}: a credit note (TD04) must name the invoice it corrects (DatiFattureCollegate)`);
    const lines = select(body, 'DatiBeniServizi/DettaglioLinee');
    const byRate = new Map<string, number>();
    lines.forEach((l, li) => {
      const rate = textAt(l, 'AliquotaIVA');
      const natura = textAt(l, 'Natura');
      const where = `${at}/DettaglioLinee[${li + 1}]`;
      if (textAt(l, 'NumeroLinea') !== String(li + 1)) problems.push(`${where}/NumeroLinea: lines must be numbered 1, 2, 3… in order`);
      if (cents(rate) === 0 && !natura) problems.push(`${where}: Natura is required when AliquotaIVA is 0.00`);
      if (cents(rate) !== 0 && natura) problems.push(`${where}: Natura only when AliquotaIVA is 0.00`);
      const quantity = textAt(l, 'Quantita');
      const unit = cents(textAt(l, 'PrezzoUnitario'));
      const total = cents(textAt(l, 'PrezzoTotale'));
      const expected = quantity ? Math.round((unit * cents(quantity)) / 100) : unit;
      if (Math.abs(expected - total) > 1) problems.push(`${where}/PrezzoTotale: must be PrezzoUnitario × Quantita`);
      const key = `${rate}|${natura ?? ''}`;
      byRate.set(key, (byRate.get(key) ?? 0) + total);
    });
    const summaries = select(body, 'DatiBeniServizi/DatiRiepilogo');
    let documentTotal = 0;
    let withoutVat = 0;
    const summarized = new Set<string>();
    summaries.forEach((s, si) => {
      const rate = textAt(s, 'AliquotaIVA');
      const natura = textAt(s, 'Natura');
      const key = `${rate}|${natura ?? ''}`;
      const where = `${at}/DatiRiepilogo[${si + 1}]`;
      if (summarized.has(key)) problems.push(`${where}: one summary per VAT rate and Natura`);
      summarized.add(key);
      const taxable = cents(textAt(s, 'ImponibileImporto'));
      const vat = cents(textAt(s, 'Imposta'));
      documentTotal += taxable + vat;
      if (cents(rate) === 0 && !natura) problems.push(`${where}: Natura is required when AliquotaIVA is 0.00`);
      // Art. 21 DPR 633/72: an amount without VAT says which rule exempts it.
      if (natura && select(s, 'RiferimentoNormativo').length === 0) problems.push(`${where}: RiferimentoNormativo is required with a Natura (the legal reference)`);
      if (natura && STAMP_DUTY_NATURES.includes(natura)) withoutVat += taxable;
      if (!byRate.has(key)) problems.push(`${where}: no line has AliquotaIVA ${rate}${natura ? ` and Natura ${natura}` : ''}`);
      else if (byRate.get(key) !== taxable) problems.push(`${where}/ImponibileImporto: ${textAt(s, 'ImponibileImporto')} is not the sum of its lines`);
      // The exchange system's tolerance: Imposta = ImponibileImporto × AliquotaIVA / 100 within one euro.
      if (Math.abs(vat - Math.round((taxable * cents(rate)) / 10_000)) > 100) problems.push(`${where}/Imposta: not ImponibileImporto × AliquotaIVA / 100`);
    });
    if (withoutVat > STAMP_DUTY_THRESHOLD_CENTS && select(body, 'DatiGenerali/DatiGeneraliDocumento/DatiBollo').length === 0)
      problems.push(`${at}/DatiGenerali/DatiGeneraliDocumento/DatiBollo: required when the amounts not subject to VAT exceed 77.47 (stamp duty)`);
    for (const key of byRate.keys()) if (!summarized.has(key)) problems.push(`${at}/DatiRiepilogo: missing for AliquotaIVA ${key.replace('|', ' ')}`.trimEnd());
    const declared = textAt(body, 'DatiGenerali/DatiGeneraliDocumento/ImportoTotaleDocumento');
    if (declared !== null && cents(declared) !== documentTotal) problems.push(`${at}/ImportoTotaleDocumento: ${declared} is not the sum of the summaries`);
    for (const p of select(body, 'DatiPagamento')) {
      const paid = select(p, 'DettaglioPagamento/ImportoPagamento').reduce((sum, n) => sum + cents(n.text), 0);
      if (declared !== null && paid !== cents(declared)) problems.push(`${at}/DatiPagamento: the payments do not add up to ImportoTotaleDocumento`);
    }
  });
}

/** Every rule the document breaks, one line each ("path: what is wrong"); empty when it passes. */
export function checkFatturaPa(root: XmlNode): string[] {
  const problems: string[] = [];
  if (localName(root) !== 'FatturaElettronica') return [`root element must be FatturaElettronica (is ${root.name})`];
  checkStructure(root, localName(root), problems);
  checkFields(root, problems);
  checkSemantics(root, problems);
  return problems;
}
