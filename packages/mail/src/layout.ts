import { html, safeHref, trusted, type HtmlValue, type SafeHtml } from './html.ts';
import type { PolicyText } from './refund-policy-lines.ts';
import type { MailAttachment, RenderedMail } from './mail.ts';
import { estate, estateAddress, guestStrings, type Locale } from './strings.ts';

/**
 * The estate's e-mail look: table layout and inline styles (what mail clients
 * render reliably), deep wine red on warm paper, serif headings.
 */
export const colors = { wine: '#6d1f2f', paper: '#faf6ef', card: '#ffffff', ink: '#2b2320', muted: '#6f6259', line: '#e7dccb', tint: '#f5ede6', gold: '#b08d57' };
// Trusted style constants (quotes kept as written, not entity-escaped).
const serif = trusted("Georgia, 'Times New Roman', Times, serif");
const sans = trusted("'Helvetica Neue', Helvetica, Arial, sans-serif");
const text = trusted(`font-family:${sans.value};font-size:15px;line-height:1.6;color:${colors.ink};`);

export function emailLayout(o: { locale: Locale; title: string; preheader: string; body: SafeHtml; footerNote: string }): string {
  return html`<!DOCTYPE html>
<html lang="${o.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${o.title}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.paper};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${colors.paper};">${o.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.paper};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td align="center" style="background-color:${colors.wine};padding:28px 32px 24px;border-radius:6px 6px 0 0;">
<div style="font-family:${serif};font-size:30px;letter-spacing:6px;color:${colors.paper};">${estate.name.toUpperCase()}</div>
<div style="font-family:${serif};font-style:italic;font-size:14px;color:#e9d9c8;padding-top:6px;">${estate.tagline[o.locale]}</div>
</td></tr>
<tr><td style="background-color:${colors.card};padding:32px 32px 24px;border:1px solid ${colors.line};border-top:0;${text}">
${o.body}
</td></tr>
<tr><td align="center" style="padding:20px 32px 8px;font-family:${sans};font-size:12px;line-height:1.6;color:${colors.muted};">
${estate.name} · ${estateAddress(o.locale)}<br>
<a href="${estate.phoneHref}" style="color:${colors.muted};">${estate.phone}</a> · <a href="mailto:${estate.email}" style="color:${colors.muted};">${estate.email}</a><br>
${o.footerNote}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`.value;
}

export const heading = (t: string): SafeHtml =>
  html`<h1 style="margin:0 0 16px;font-family:${serif};font-weight:normal;font-size:26px;line-height:1.25;color:${colors.wine};">${t}</h1>`;

export const subheading = (t: string): SafeHtml =>
  html`<h2 style="margin:28px 0 10px;font-family:${serif};font-weight:normal;font-size:19px;line-height:1.3;color:${colors.wine};border-bottom:1px solid ${colors.line};padding-bottom:6px;">${t}</h2>`;

export const paragraph = (content: HtmlValue): SafeHtml => html`<p style="margin:0 0 14px;${text}">${content}</p>`;

export const muted = (content: HtmlValue): SafeHtml => html`<p style="margin:0 0 12px;font-family:${sans};font-size:13px;line-height:1.5;color:${colors.muted};">${content}</p>`;

export function button(href: string, label: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0 4px;"><tr>
<td style="background-color:${colors.wine};border-radius:4px;"><a href="${safeHref(href)}" style="display:inline-block;padding:11px 22px;font-family:${sans};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td>
</tr></table>`;
}

export type DetailRow = readonly [label: string, value: HtmlValue];

const rowsHtml = (rows: readonly DetailRow[]) =>
  rows.map(
    ([label, value]) => html`<tr>
<td valign="top" style="padding:5px 12px 5px 0;width:42%;font-family:${sans};font-size:13px;line-height:1.5;color:${colors.muted};">${label}</td>
<td valign="top" style="padding:5px 0;font-family:${sans};font-size:15px;line-height:1.5;color:${colors.ink};">${value}</td>
</tr>`,
  );

/** A framed card: a serif title, label/value rows and an optional action. */
export function detailCard(o: { title?: string; badge?: string; rows: readonly DetailRow[]; action?: SafeHtml | undefined }): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border:1px solid ${colors.line};border-left:4px solid ${colors.wine};border-radius:4px;background-color:#fffdf9;">
<tr><td style="padding:16px 18px;">
${o.title ? html`<div style="font-family:${serif};font-size:19px;line-height:1.3;color:${colors.ink};padding-bottom:4px;">${o.title}${o.badge ? html` <span style="display:inline-block;margin-left:6px;padding:2px 8px;border-radius:10px;background-color:${colors.tint};font-family:${sans};font-size:11px;font-weight:bold;letter-spacing:1px;color:${colors.wine};vertical-align:middle;">${o.badge}</span>` : ''}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rowsHtml(o.rows)}</table>
${o.action ?? ''}
</td></tr></table>`;
}

/** Label/value rows on a tinted band (totals). */
export const summaryBand = (rows: readonly DetailRow[]): SafeHtml =>
  html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 8px;background-color:${colors.tint};border-radius:4px;">
<tr><td style="padding:10px 18px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rowsHtml(rows)}</table></td></tr></table>`;

export const bulletList = (items: readonly string[]): SafeHtml =>
  html`<ul style="margin:0 0 14px;padding-left:20px;${text}">${items.map((i) => html`<li style="margin:0 0 6px;">${i}</li>`)}</ul>`;

export function policyTable(p: PolicyText): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;border-collapse:collapse;">
${p.rows.map(
  (r) => html`<tr>
<td style="padding:7px 10px 7px 0;border-bottom:1px solid ${colors.line};font-family:${sans};font-size:14px;line-height:1.45;color:${colors.ink};">${r.when}</td>
<td align="right" style="padding:7px 0;border-bottom:1px solid ${colors.line};font-family:${sans};font-size:14px;font-weight:bold;color:${colors.wine};white-space:nowrap;">${r.refund}</td>
</tr>`,
)}
</table>
${p.notes.map((n) => muted(n))}`;
}

export function contactsBlock(locale: Locale): SafeHtml {
  const s = guestStrings[locale];
  return html`${subheading(s.contactsTitle)}${paragraph(s.contactsIntro)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px;">${rowsHtml([
    [s.phone, html`<a href="${estate.phoneHref}" style="color:${colors.wine};">${estate.phone}</a>`],
    [s.email, html`<a href="mailto:${estate.email}" style="color:${colors.wine};">${estate.email}</a>`],
    [s.address, estateAddress(locale)],
  ])}</table>`;
}

export const signOff = (locale: Locale): SafeHtml =>
  html`<p style="margin:24px 0 0;${text}">${guestStrings[locale].signOff}<br><span style="font-family:${serif};font-style:italic;font-size:17px;color:${colors.wine};">${guestStrings[locale].signature}</span></p>`;

/** Plain-text helpers: the text part says everything the HTML says. */
export const textRows = (rows: readonly (readonly [string, string])[]): string => rows.map(([l, v]) => `${l}: ${v}`).join('\n');
export const textSection = (title: string, body: string): string => `${title.toUpperCase()}\n${'-'.repeat(title.length)}\n${body}`;
export const textBullets = (items: readonly string[]): string => items.map((i) => `- ${i}`).join('\n');

export function textContacts(locale: Locale): string {
  const s = guestStrings[locale];
  return textSection(
    s.contactsTitle,
    `${s.contactsIntro}\n${textRows([
      [s.phone, estate.phone],
      [s.email, estate.email],
      [s.address, estateAddress(locale)],
    ])}`,
  );
}

export const textPolicy = (p: PolicyText): string => textSection(p.title, `${p.rows.map((r) => `- ${r.when}: ${r.refund}`).join('\n')}\n${p.notes.join('\n')}`);

/**
 * A guest e-mail: the estate's layout, the text part ending with the contacts
 * and the family's sign-off, replies to the estate.
 */
export function guestMail(o: { locale: Locale; subject: string; preheader: string; body: SafeHtml; text: readonly string[]; attachments?: MailAttachment[] }): RenderedMail {
  const g = guestStrings[o.locale];
  return {
    subject: o.subject,
    text: [...o.text, textContacts(o.locale), '', g.signOff, g.signature].join('\n'),
    html: emailLayout({ locale: o.locale, title: o.subject, preheader: o.preheader, body: o.body, footerNote: g.footer }),
    language: o.locale,
    replyTo: estate.email,
    attachments: o.attachments ?? [],
  };
}

/**
 * A short staff notice: a title, one paragraph, the reference rows, the automatic-notice
 * footer; replies go to the guest when there is one.
 */
export function staffNotice(o: {
  locale: Locale;
  subject: string;
  title: string;
  body: string;
  rows: readonly (readonly [string, string])[];
  footer: string;
  replyTo?: string | null;
}): RenderedMail {
  const body = html`${heading(o.title)}
${paragraph(o.body)}
${detailCard({ rows: o.rows })}
${muted(o.footer)}`;
  return {
    subject: o.subject,
    text: [o.title, '', o.body, '', textRows(o.rows)].join('\n'),
    html: emailLayout({ locale: o.locale, title: o.subject, preheader: o.body, body, footerNote: o.footer }),
    language: o.locale,
    ...(o.replyTo ? { replyTo: o.replyTo } : {}),
    attachments: [],
  };
}
