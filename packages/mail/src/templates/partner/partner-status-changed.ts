import { html } from '../../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { estate, type Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredText, requiredUrl, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export type PartnerStatusChangeKind = 'approved' | 'suspended' | 'reactivated' | 'refused';

export interface PartnerStatusChangedInput {
  locale: Locale;
  change: PartnerStatusChangeKind;
  companyName: string;
  /** Staff's reason (suspension, reactivation, refusal). */
  reason: string | null;
  /** The partner sign-in page. */
  loginUrl: string;
}

const strings = {
  it: {
    subject: {
      approved: 'La vostra richiesta di partnership è stata approvata',
      suspended: 'Il vostro accesso all’area partner è sospeso',
      reactivated: 'Il vostro accesso all’area partner è di nuovo attivo',
      refused: 'La vostra richiesta di partnership non è stata accolta',
    },
    title: {
      approved: 'Benvenuti tra i partner della Tenuta',
      suspended: 'Accesso sospeso',
      reactivated: 'Accesso di nuovo attivo',
      refused: 'Richiesta non accolta',
    },
    body: {
      approved: (c: string) => `Abbiamo approvato la richiesta di ${c}: da ora potete accedere all’area partner con l’e-mail e la password scelte alla registrazione.`,
      suspended: (c: string) =>
        `Abbiamo sospeso l’accesso di ${c} all’area partner. Le sessioni aperte sono state chiuse e nessun utente dell’azienda può accedere finché la sospensione resta attiva.`,
      reactivated: (c: string) => `L’accesso di ${c} all’area partner è di nuovo attivo: i vostri utenti possono accedere come prima.`,
      refused: (c: string) => `Grazie per l’interesse verso la Tenuta. Abbiamo esaminato la richiesta di partnership di ${c} e per ora non possiamo accoglierla.`,
    },
    reason: 'Motivo:',
    button: 'Accedi all’area partner',
    help: (email: string, phone: string) => `Per qualsiasi domanda scriveteci a ${email} o chiamateci al ${phone}.`,
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: {
      approved: 'Your partnership request has been approved',
      suspended: 'Your access to the partner area is suspended',
      reactivated: 'Your access to the partner area is active again',
      refused: 'Your partnership request has not been accepted',
    },
    title: {
      approved: 'Welcome among the Tenuta’s partners',
      suspended: 'Access suspended',
      reactivated: 'Access active again',
      refused: 'Request not accepted',
    },
    body: {
      approved: (c: string) => `We have approved the request of ${c}: you can now sign in to the partner area with the e-mail and password chosen at registration.`,
      suspended: (c: string) =>
        `We have suspended the access of ${c} to the partner area. Open sessions have been ended and no user of the company can sign in while the suspension lasts.`,
      reactivated: (c: string) => `The access of ${c} to the partner area is active again: your users can sign in as before.`,
      refused: (c: string) => `Thank you for your interest in the Tenuta. We have reviewed the partnership request of ${c} and cannot accept it for now.`,
    },
    reason: 'Reason:',
    button: 'Sign in to the partner area',
    help: (email: string, phone: string) => `Any question: write to ${email} or call ${phone}.`,
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** Staff approved, refused, suspended or reactivated a partner: what changed, the reason, the way in (only when access is active), the estate's contacts. */
export function partnerStatusChangedEmail(input: PartnerStatusChangedInput): RenderedMail {
  const s = strings[input.locale];
  const subject = s.subject[input.change];
  const intro = s.body[input.change](input.companyName);
  const canSignIn = input.change === 'approved' || input.change === 'reactivated';
  const help = s.help(estate.email, estate.phone);
  const body = html`${heading(s.title[input.change])}
${paragraph(intro)}
${input.reason ? paragraph(html`<strong>${s.reason}</strong> ${input.reason}`) : ''}
${canSignIn ? button(input.loginUrl, s.button) : ''}
${muted(help)}`;
  return {
    subject,
    text: [
      s.title[input.change],
      '',
      intro,
      ...(input.reason ? ['', `${s.reason} ${input.reason}`] : []),
      ...(canSignIn ? ['', `${s.button}: ${input.loginUrl}`] : []),
      '',
      help,
    ].join('\n'),
    html: emailLayout({ locale: input.locale, title: subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** The queued payload: change, company_name, reason, login_url. */
export function partnerStatusChangedInput(payload: unknown, locale: Locale, fail: Fail): PartnerStatusChangedInput {
  const p = payloadRecord(payload, fail);
  const change =
    p.change === 'approved' || p.change === 'suspended' || p.change === 'reactivated' || p.change === 'refused'
      ? p.change
      : fail('payload.change must be approved, refused, suspended or reactivated');
  return { locale, change, companyName: requiredText(p, 'company_name', fail), reason: optionalText(p, 'reason'), loginUrl: withLang(requiredUrl(p, 'login_url', fail), locale) };
}
