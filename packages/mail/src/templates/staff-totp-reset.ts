import { html } from '../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../layout.ts';
import { withLang } from '../links.ts';
import type { RenderedMail } from '../mail.ts';
import { formatDateTime } from '@tenuta/booking';
import type { Locale } from '../strings.ts';

export interface StaffTotpResetInput {
  locale: Locale;
  name: string;
  /** The owner who reset it. */
  resetBy: string;
  resetAt: Date;
  /** The role requires a second factor: the next sign-in asks to set one up. */
  mustEnrol: boolean;
  /** The back office's sign-in page. */
  signInUrl: string;
}

const strings = {
  it: {
    subject: 'Il secondo fattore del tuo accesso alla Tenuta è stato azzerato',
    title: (name: string) => `Ciao ${name},`,
    body: (by: string, when: string) =>
      `${by} ha azzerato il secondo fattore (app di autenticazione) del tuo accesso al gestionale della Tenuta ${when}. Tutte le tue sessioni aperte sono state chiuse.`,
    next: {
      required: 'Al prossimo accesso, dopo la password, ti chiederemo di configurare di nuovo l’app di autenticazione sul telefono.',
      optional: 'Al prossimo accesso basterà la password; dalla pagina «Il mio account» puoi configurare di nuovo l’app di autenticazione.',
    },
    button: 'Accedi al gestionale',
    notYou: 'Se non avevi chiesto di azzerarlo, avvisa subito il titolare e cambia la password.',
    footer: 'E-mail automatica del gestionale della Tenuta.',
  },
  en: {
    subject: 'The second factor of your Tenuta access has been reset',
    title: (name: string) => `Hello ${name},`,
    body: (by: string, when: string) =>
      `${by} reset the second factor (authenticator app) of your Tenuta back office account on ${when}. All your open sessions have been signed out.`,
    next: {
      required: 'At your next sign-in, after the password, you will be asked to set up the authenticator app on your phone again.',
      optional: 'At your next sign-in the password is enough; you can set up the authenticator app again from the “My account” page.',
    },
    button: 'Sign in to the back office',
    notYou: 'If you did not ask for this, tell the owner at once and change your password.',
    footer: 'Automatic e-mail from the Tenuta back office.',
  },
} as const;

/** Tells a staff member that an owner removed their second factor, and what the next sign-in asks. */
export function staffTotpResetEmail(input: StaffTotpResetInput): RenderedMail {
  const s = strings[input.locale];
  const intro = s.body(input.resetBy, formatDateTime(input.resetAt, input.locale));
  const next = input.mustEnrol ? s.next.required : s.next.optional;
  const body = html`${heading(s.title(input.name))}
${paragraph(intro)}
${paragraph(next)}
${button(input.signInUrl, s.button)}
${muted(s.notYou)}`;
  return {
    subject: s.subject,
    text: [s.title(input.name), '', intro, '', next, input.signInUrl, '', s.notYou].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    attachments: [],
  };
}

/** The queued payload: name, reset_by, reset_at, must_enrol; `fail` reports an unusable one. */
export function staffTotpResetInput(payload: unknown, locale: Locale, recipient: string, publicUrl: string, fail: (message: string) => never): StaffTotpResetInput {
  const p = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : fail('payload must be an object');
  const text = (key: string) => (typeof p[key] === 'string' && (p[key] as string).trim() !== '' ? (p[key] as string) : null);
  const resetAt = new Date(text('reset_at') ?? '');
  if (Number.isNaN(resetAt.getTime())) fail('payload.reset_at must be an ISO instant');
  return {
    locale,
    name: text('name') ?? recipient,
    resetBy: text('reset_by') ?? 'Tenuta',
    resetAt,
    mustEnrol: p.must_enrol === true,
    signInUrl: withLang(`${publicUrl}/staff/login`, locale),
  };
}
