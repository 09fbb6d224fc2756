import { bookAgainUrl, formatIsoDay, formatMoney, guestPageUrl } from '@tenuta/booking';
import { renderGiftVoucherPdf } from '@tenuta/billing';
import { html, trusted } from '../html.ts';
import { button, colors, contactsBlock, detailCard, type DetailRow, guestMail, heading, muted, paragraph, signOff, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings } from '../strings.ts';
import type { GiftVoucherMailInput } from './gift-voucher-input.ts';

const strings = {
  it: {
    subjectRecipient: (from: string) => `${from} ti ha regalato un’esperienza alla Tenuta`,
    subjectBuyer: (name: string) => `Il buono regalo per ${name} è pronto`,
    preheader: 'Il tuo buono regalo della Tenuta: il codice e il PDF da stampare.',
    title: 'Un buono regalo per te',
    titleBuyer: 'Ecco il buono regalo',
    introRecipient: (from: string) => `${from} ti ha regalato un buono da spendere alla Tenuta: una caccia al tartufo, una degustazione, l’esperienza che preferisci.`,
    introBuyer: (name: string) => `ecco il buono regalo per ${name}. In allegato trovi il PDF da stampare o inoltrare: il codice è tutto ciò che serve per usarlo.`,
    message: 'Il messaggio',
    code: 'Codice del buono',
    value: 'Valore',
    meantFor: 'Pensato per',
    validUntil: 'Valido fino al',
    how: 'Per usarlo, prenota un’esperienza sul sito e inserisci il codice al passo del pagamento: paga il buono e, se serve, la carta il resto. Il valore non speso resta sul buono fino alla scadenza.',
    book: 'Scegli l’esperienza',
    check: 'Puoi controllare saldo e scadenza in ogni momento nella pagina «Il mio buono» del sito, inserendo il codice.',
    keep: 'Custodisci il codice come denaro: chi lo conosce può spenderlo. Non lo scriveremo mai in un link.',
    pdf: 'In allegato: il buono in PDF (A5), con il codice QR.',
  },
  en: {
    subjectRecipient: (from: string) => `${from} has given you an experience at Tenuta`,
    subjectBuyer: (name: string) => `The gift voucher for ${name} is ready`,
    preheader: 'Your Tenuta gift voucher: the code and the PDF to print.',
    title: 'A gift voucher for you',
    titleBuyer: 'Here is the gift voucher',
    introRecipient: (from: string) => `${from} has given you a voucher to spend at Tenuta: a truffle hunt, a wine tasting, whichever experience you like.`,
    introBuyer: (name: string) => `here is the gift voucher for ${name}. The PDF to print or forward is attached: the code is all it takes to use it.`,
    message: 'The message',
    code: 'Voucher code',
    value: 'Value',
    meantFor: 'Meant for',
    validUntil: 'Valid until',
    how: 'To use it, book an experience on the site and enter the code at the payment step: the voucher pays, and a card the rest if needed. Whatever is not spent stays on the voucher until it expires.',
    book: 'Choose your experience',
    check: 'You can check the balance and expiry at any time on the site’s “My voucher” page by entering the code.',
    keep: 'Keep the code as you would cash: whoever knows it can spend it. We will never put it in a link.',
    pdf: 'Attached: the voucher as a PDF (A5), with its QR code.',
  },
} as const;

const codeBlock = (code: string) =>
  html`<p style="margin:4px 0 16px;text-align:center;"><span style="display:inline-block;padding:12px 18px;border:2px dashed ${colors.gold};border-radius:6px;background-color:${colors.tint};font-family:${trusted("'Courier New', Courier, monospace")};font-size:22px;font-weight:bold;letter-spacing:2px;color:${colors.ink};">${code}</span></p>`;

/**
 * The voucher itself, to its holder (the buyer, or the recipient on the chosen day): the code in
 * clear (only here and in the attached A5 PDF), the amount, the message, the expiry, how to use it.
 */
export async function giftVoucherDeliveryEmail(input: GiftVoucherMailInput, code: string): Promise<RenderedMail> {
  const { locale, voucher: v } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const toRecipient = v.deliverTo === 'recipient';
  // A complimentary voucher is the estate's own gift.
  const fromName = v.origin === 'complimentary' ? null : v.buyerName;
  const from = fromName ?? (locale === 'it' ? 'La Tenuta' : 'Tenuta');
  const subject = toRecipient ? s.subjectRecipient(from) : s.subjectBuyer(v.recipientName);
  const intro = toRecipient ? s.introRecipient(from) : s.introBuyer(v.recipientName);
  const greeting = g.greeting(toRecipient ? v.recipientName : v.buyerName);
  const rows: [string, string][] = [
    [s.value, formatMoney(v.amountCents, locale)],
    ...(input.meantFor ? [[s.meantFor, input.meantFor] as [string, string]] : []),
    [s.validUntil, formatIsoDay(input.expiresOn, locale)],
  ];
  const pdf = await renderGiftVoucherPdf({
    locale,
    code,
    amountCents: v.amountCents,
    recipientName: v.recipientName,
    fromName,
    message: v.message,
    expiresOn: input.expiresOn,
    meantFor: input.meantFor,
    site: new URL(input.publicUrl).host,
  });
  const bookUrl = bookAgainUrl(input.publicUrl, v.experienceCategory ?? 'TRUFFLE', locale);
  const checkUrl = guestPageUrl(input.publicUrl, '/regala/saldo', locale);
  const body = html`${heading(toRecipient ? s.title : s.titleBuyer)}
${paragraph(greeting)}
${paragraph(intro)}
${v.message ? detailCard({ title: s.message, rows: [['', html`<em>“${v.message}”</em>`]] }) : ''}
${paragraph(s.code)}
${codeBlock(code)}
${detailCard({ rows: rows as DetailRow[] })}
${paragraph(s.how)}
${button(bookUrl, s.book)}
${paragraph(html`${s.check} <a href="${checkUrl}" style="color:${colors.wine};">${checkUrl}</a>`)}
${muted(s.keep)}
${muted(s.pdf)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [
    toRecipient ? s.title : s.titleBuyer,
    '',
    greeting,
    intro,
    ...(v.message ? ['', `${s.message}: “${v.message}”`] : []),
    '',
    `${s.code}: ${code}`,
    textRows(rows),
    '',
    s.how,
    `${s.book}: ${bookUrl}`,
    `${s.check} ${checkUrl}`,
    '',
    s.keep,
    s.pdf,
    '',
  ];
  return guestMail({
    locale,
    subject,
    preheader: s.preheader,
    body,
    text,
    attachments: [
      { filename: `${locale === 'it' ? 'buono-regalo' : 'gift-voucher'}-${v.codeLast4}.pdf`, content: pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' },
    ],
  });
}
