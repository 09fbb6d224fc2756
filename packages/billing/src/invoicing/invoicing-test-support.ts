import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMParser, onErrorStopParsing, type Element } from '@xmldom/xmldom';
import type { InvoiceLine } from '@tenuta/db';
import type { InvoiceDocument } from './invoice-document.ts';
import { invoiceTotals, vatInclusiveLine } from './invoice-money.ts';
import type { XmlNode } from './xml-tree.ts';

/**
 * Test helpers of the invoicing module (tests only: they use the xmldom development dependency):
 * an XML document parsed by a real parser back into our tree, xmllint when the machine has it,
 * the text of a PDF, and sample documents.
 */

/** Parses XML with a W3C DOM parser (any well-formedness error throws) into the tree the rules read. */
export function parseXmlTree(xml: string): XmlNode {
  const doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
  const toNode = (e: Element): XmlNode => {
    const children: XmlNode[] = [];
    let text = '';
    for (let c = e.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1) children.push(toNode(c as Element));
      else if (c.nodeType === 3 || c.nodeType === 4) text += c.nodeValue ?? '';
    }
    const attributes: Record<string, string> = {};
    for (let i = 0; i < e.attributes.length; i++) attributes[e.attributes.item(i)!.name] = e.attributes.item(i)!.value;
    return { name: e.tagName, attributes, children, text: children.length === 0 ? text : text.trim() === '' ? null : text };
  };
  if (!doc.documentElement) throw new Error('no root element');
  return toNode(doc.documentElement);
}

/**
 * xmllint --noout on the text, when the binary exists (Debian libxml2-utils): null when it is not
 * installed. With `schema` (an XSD file) it also validates against it, offline.
 */
export function xmllint(xml: string, schema?: string): { ok: boolean; output: string } | null {
  const bin = ['/usr/bin/xmllint', '/usr/local/bin/xmllint'].find((p) => existsSync(p));
  if (!bin) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tenuta-xml-'));
  const file = path.join(dir, 'invoice.xml');
  writeFileSync(file, xml, 'utf8');
  try {
    execFileSync(bin, ['--noout', '--nonet', ...(schema ? ['--schema', schema] : []), file], { stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (e) {
    return { ok: false, output: String((e as { stderr?: Buffer }).stderr ?? e) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text a PDF shows and the fonts it embeds: the reader of the PDFs booking and billing write. */
export { pdfFonts, pdfText } from '@tenuta/booking';

const line = (description: string, grossCents: number, vatBps = 2200, bookingId?: number): InvoiceLine =>
  vatInclusiveLine({ description, grossCents, vatBps, ...(bookingId ? { bookingId } : {}) });

/** A sample issued document: a reseller's deferred invoice of two experiences, or what `over` changes. */
export function sampleDocument(over: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = over.lines ?? [
    line('Caccia al Tartufo - 12/05/2026 ore 09:00 - 2 persone - prenotazione BK-AAA111', 14450, 2200, 1),
    line('Caccia al Tartufo - 20/05/2026 ore 09:00 - 4 persone - prenotazione BK-BBB222', 28900, 2200, 2),
  ];
  return {
    id: 7,
    docType: 'TD24',
    status: 'issued',
    year: 2026,
    number: 7,
    numberLabel: '2026/0007',
    issueDate: '2026-06-03',
    dueDate: '2026-07-03',
    period: '2026-05',
    partnerId: 1,
    buyer: {
      name: 'Langhe Tour S.r.l.',
      first_name: null,
      last_name: null,
      vat_number: '09876543217',
      vat_country: 'IT',
      fiscal_code: '09876543217',
      sdi_code: 'M5UXCR1',
      pec: null,
      address: 'Via Vittorio Emanuele 12',
      city: 'Alba',
      postal_code: '12051',
      province: 'CN',
      country: 'IT',
      email: 'agenzia@langhetour.example',
      locale: 'it',
    },
    paidAt: null,
    payment: 'transfer',
    creditOf: null,
    ...over,
    lines,
    ...invoiceTotals(lines),
  };
}

export { line as sampleLine };
/** Reading a parsed tree by path, for tests outside the package. */
export { select, textAt } from './xml-tree.ts';
