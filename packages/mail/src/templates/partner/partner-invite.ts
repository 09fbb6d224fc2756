import { html } from '../../html.ts';
import { bulletList, button, emailLayout, heading, muted, paragraph, textBullets } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { formatDateTime } from '@tenuta/booking';
import { estate, type Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredDate, requiredText, requiredUrl, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerInviteInput {
  locale: Locale;
  companyName: string;
  partnerType: 'reseller' | 'referral';
  invitedBy: string;
  /** The registration page with the one-time token: /partner/register?token=… */
  url: string;
  expiresAt: Date;
}

const strings = {
  it: {
    subject: (company: string) => `${company}: il vostro invito all’area partner della Tenuta`,
    title: 'Benvenuti tra i partner della Tenuta',
    body: (by: string, company: string) => `${by} ha invitato ${company} nell’area partner della Tenuta.`,
    kinds: {
      reseller: [
        'prenotate cacce al tartufo e degustazioni per i vostri clienti, con i prezzi netti del vostro accordo;',
        'trovate ordini, voucher per gli ospiti e la situazione del credito in un unico posto.',
      ],
      referral: ['consigliate la Tenuta ai vostri ospiti con link e codici personali;', 'seguite prenotazioni e commissioni maturate.'],
    },
    kindIntro: 'Nell’area partner:',
    action: 'Registrate l’account aziendale e scegliete la password di accesso:',
    button: 'Registra l’account',
    expiry: (when: string) => `Il link funziona una sola volta ed è valido fino al ${when}. Se non aspettavate questo invito, ignorate l’e-mail.`,
    help: (email: string, phone: string) => `Per qualsiasi domanda scriveteci a ${email} o chiamateci al ${phone}.`,
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: (company: string) => `${company}: your invitation to the Tenuta partner area`,
    title: 'Welcome among the Tenuta’s partners',
    body: (by: string, company: string) => `${by} has invited ${company} to the Tenuta partner area.`,
    kinds: {
      reseller: ['book truffle hunts and wine tastings for your clients at the net rates of your agreement;', 'find orders, guest vouchers and your credit in one place.'],
      referral: ['recommend the estate to your guests with your own links and codes;', 'follow the bookings and the commissions you earn.'],
    },
    kindIntro: 'In the partner area you can:',
    action: 'Register your company account and choose your password:',
    button: 'Register the account',
    expiry: (when: string) => `The link works once and is valid until ${when}. If you were not expecting this invitation, ignore this e-mail.`,
    help: (email: string, phone: string) => `Any question: write to ${email} or call ${phone}.`,
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** Staff invite a company: who invited it, what the area offers to its kind of partner, one button, when the link ends. */
export function partnerInviteEmail(input: PartnerInviteInput): RenderedMail {
  const s = strings[input.locale];
  const intro = s.body(input.invitedBy, input.companyName);
  const kinds = s.kinds[input.partnerType];
  const when = formatDateTime(input.expiresAt, input.locale);
  const help = s.help(estate.email, estate.phone);
  const body = html`${heading(s.title)}
${paragraph(intro)}
${paragraph(s.kindIntro)}
${bulletList(kinds)}
${paragraph(s.action)}
${button(input.url, s.button)}
${muted(s.expiry(when))}
${muted(help)}`;
  return {
    subject: s.subject(input.companyName),
    text: [s.title, '', intro, '', s.kindIntro, textBullets(kinds), '', s.action, input.url, '', s.expiry(when), help].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject(input.companyName), preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** The queued payload: company_name, partner_type, invited_by, url, expires_at (and the invite_id staff pages read). */
export function partnerInviteInput(payload: unknown, locale: Locale, fail: Fail): PartnerInviteInput {
  const p = payloadRecord(payload, fail);
  const partnerType = p.partner_type === 'reseller' || p.partner_type === 'referral' ? p.partner_type : fail('payload.partner_type must be reseller or referral');
  return {
    locale,
    companyName: requiredText(p, 'company_name', fail),
    partnerType,
    invitedBy: optionalText(p, 'invited_by') ?? 'Tenuta',
    url: withLang(requiredUrl(p, 'url', fail), locale),
    expiresAt: requiredDate(p, 'expires_at', fail),
  };
}
