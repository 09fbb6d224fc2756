import { NEWSLETTER_CONFIRM_DAYS } from '@tenuta/contracts';
import { html } from '../html.ts';
import { button, emailLayout, heading, muted, paragraph, signOff } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { estate, guestStrings, type Locale } from '../strings.ts';

export interface NewsletterConfirmInput {
  locale: Locale;
  name: string | null;
  /** The page with the "Confirm subscription" button: /newsletter/confirm?token=… */
  confirmUrl: string;
  /** RFC 8058 one-click endpoint: POST /api/newsletter/unsubscribe?token=… */
  oneClickUnsubscribeUrl: string;
}

const strings = {
  it: {
    subject: 'Conferma la tua iscrizione alla newsletter della Tenuta',
    title: 'Manca solo un clic',
    body: 'grazie per voler ricevere le nostre notizie dalle Langhe: la stagione del tartufo bianco, la vendemmia, le nuove annate e gli eventi in tenuta. Scriviamo di rado e solo quando abbiamo qualcosa di bello da raccontare.',
    action: 'Per completare l’iscrizione, conferma il tuo indirizzo:',
    button: 'Conferma l’iscrizione',
    expiry: (days: number) => `Il link è valido per ${days} giorni.`,
    ignore: 'Se non hai chiesto tu l’iscrizione o hai cambiato idea, ignora questa e-mail: senza conferma non riceverai nessuna newsletter.',
    footer: 'Hai ricevuto questa e-mail perché il tuo indirizzo è stato inserito nel modulo di iscrizione alla newsletter del nostro sito.',
  },
  en: {
    subject: 'Please confirm your subscription to the Tenuta newsletter',
    title: 'Just one click to go',
    body: 'thank you for wanting to hear from us in the Langhe: the white truffle season, the harvest, new vintages and events at the estate. We write rarely, and only when we have something worth telling.',
    action: 'To complete your subscription, please confirm your address:',
    button: 'Confirm my subscription',
    expiry: (days: number) => `The link is valid for ${days} days.`,
    ignore: 'If you did not ask to subscribe, or have changed your mind, simply ignore this e-mail: without confirmation you will not receive any newsletter.',
    footer: 'You received this e-mail because your address was entered in the newsletter sign-up form on our website.',
  },
} as const;

/** Double opt-in: warm, short, one button; says when the link expires and that ignoring it is fine. */
export function newsletterConfirmEmail(input: NewsletterConfirmInput): RenderedMail {
  const { locale } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const expiry = s.expiry(NEWSLETTER_CONFIRM_DAYS);
  const body = html`${heading(s.title)}
${paragraph(g.greeting(input.name))}
${paragraph(s.body)}
${paragraph(s.action)}
${button(input.confirmUrl, s.button)}
${muted(html`${expiry} ${s.ignore}`)}
${signOff(locale)}`;
  const text = [s.title, '', g.greeting(input.name), s.body, '', s.action, input.confirmUrl, '', `${expiry} ${s.ignore}`, '', g.signOff, g.signature].join('\n');
  return {
    subject: s.subject,
    text,
    html: emailLayout({ locale, title: s.subject, preheader: `${s.action} ${expiry}`, body, footerNote: s.footer }),
    language: locale,
    replyTo: estate.email,
    listUnsubscribe: input.oneClickUnsubscribeUrl,
    attachments: [],
  };
}
