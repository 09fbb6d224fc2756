import { bookAgainUrl, formatIsoDay, formatMoney, guestPageUrl } from '@tenuta/booking';
import { html } from '../html.ts';
import { button, colors, contactsBlock, detailCard, type DetailRow, guestMail, heading, paragraph, signOff, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings } from '../strings.ts';
import type { GiftVoucherMailInput } from './gift-voucher-input.ts';

const strings = {
  it: {
    subject: (day: string) => `Il tuo buono regalo della Tenuta scade il ${day}`,
    preheader: 'C’è ancora credito sul tuo buono regalo: prenota prima della scadenza.',
    title: 'Il tuo buono sta per scadere',
    intro: (day: string) => `ti ricordiamo che il buono regalo della Tenuta scade il ${day}. Dopo quella data il credito rimasto non si può più usare.`,
    code: 'Buono',
    ending: (last4: string) => `codice che termina con ${last4}`,
    balance: 'Credito rimasto',
    validUntil: 'Valido fino al',
    how: 'Prenota un’esperienza e inserisci il codice al passo del pagamento (lo trovi nell’e-mail del buono e nel PDF).',
    book: 'Prenota ora',
    check: 'Saldo e scadenza',
  },
  en: {
    subject: (day: string) => `Your Tenuta gift voucher expires on ${day}`,
    preheader: 'There is still credit on your gift voucher: book before it expires.',
    title: 'Your voucher expires soon',
    intro: (day: string) => `a reminder that your Tenuta gift voucher expires on ${day}. After that date the credit left can no longer be used.`,
    code: 'Voucher',
    ending: (last4: string) => `code ending in ${last4}`,
    balance: 'Credit left',
    validUntil: 'Valid until',
    how: 'Book an experience and enter the code at the payment step (it is in the voucher’s e-mail and in the PDF).',
    book: 'Book now',
    check: 'Balance and expiry',
  },
} as const;

/** To the holder, 30 days before the voucher expires, while something is left on it: never the code, its last four only. */
export function giftVoucherExpiryReminderEmail(input: GiftVoucherMailInput, balanceCents: number): RenderedMail {
  const { locale, voucher: v } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const day = formatIsoDay(input.expiresOn, locale);
  const greeting = g.greeting(v.deliverTo === 'recipient' ? v.recipientName : v.buyerName);
  const rows: [string, string][] = [
    [s.code, s.ending(v.codeLast4)],
    [s.balance, formatMoney(balanceCents, locale)],
    [s.validUntil, day],
  ];
  const bookUrl = bookAgainUrl(input.publicUrl, v.experienceCategory ?? 'TRUFFLE', locale);
  const checkUrl = guestPageUrl(input.publicUrl, '/regala/saldo', locale);
  const body = html`${heading(s.title)}
${paragraph(greeting)}
${paragraph(s.intro(day))}
${detailCard({ rows: rows as DetailRow[] })}
${paragraph(s.how)}
${button(bookUrl, s.book)}
${paragraph(html`${s.check}: <a href="${checkUrl}" style="color:${colors.wine};">${checkUrl}</a>`)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [s.title, '', greeting, s.intro(day), '', textRows(rows), '', s.how, `${s.book}: ${bookUrl}`, `${s.check}: ${checkUrl}`, ''];
  return guestMail({ locale, subject: s.subject(day), preheader: s.preheader, body, text });
}
