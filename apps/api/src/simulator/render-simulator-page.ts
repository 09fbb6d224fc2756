import type { CardErrorView } from '@tenuta/booking';
import { LISTED_TEST_CARDS } from '@tenuta/payments';
import { cardLabels, formatAmount, pageText as t, type PageLocale } from './simulator-text.ts';

/** Server-rendered, script-free (CSP) pages of the payment simulator. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const css = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4efe6;color:#2b2118}
main{max-width:440px;margin:40px auto;padding:0 16px}.card{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(60,40,20,.12);padding:28px}
.brand{font-family:Georgia,serif;color:#5b1f2a;font-size:15px;letter-spacing:.02em;margin:0 0 18px}
h1{font-size:22px;margin:0 0 6px}.amount{font-size:30px;font-weight:700;margin:4px 0 2px;color:#5b1f2a}.muted{color:#6f6255;font-size:14px}
ul.items{padding-left:18px;margin:8px 0 18px;font-size:14px;color:#4a3f35}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:12px;border:1px solid #cbbfae;border-radius:8px;font-size:16px}input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:12px}.row>div{flex:1}.field-error{color:#b3261e;font-size:13px;margin-top:4px}
button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:8px;background:#5b1f2a;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#5b1f2a;border:1px solid #5b1f2a}
.alert{background:#fdecea;border:1px solid #f5c2c0;color:#7a1c15;border-radius:8px;padding:12px 14px;margin:16px 0}.alert strong{display:block;margin-bottom:4px}
.test{margin-top:22px;background:#fff8e1;border:1px dashed #d9a400;border-radius:10px;padding:14px;font-size:13px}
.demo-banner{margin:0;padding:12px 16px;background:#7a1c15;color:#fff;font-size:15px;font-weight:600;text-align:center}
.test code{font-size:13px}.test ul{margin:8px 0 0;padding-left:18px}a{color:#5b1f2a}.cancel{display:block;text-align:center;margin-top:16px;font-size:14px}
`;

/** What every simulator page shows; `demoBanner` when the simulator serves a public address (ALLOW_PAYMENT_SIMULATOR). */
export interface PageFrame {
  demoBanner?: boolean | undefined;
}

export function layout(locale: PageLocale, title: string, body: string, frame: PageFrame = {}): string {
  const banner = frame.demoBanner ? `<p class="demo-banner" role="alert">${escapeHtml(t.demoBanner[locale])}</p>` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/media/marks/favicon.png" type="image/png" sizes="192x192"><title>${escapeHtml(title)} · Tenuta</title><style>${css}</style></head>
<body>${banner}<main><div class="card"><p class="brand">${escapeHtml(t.estate[locale])}</p>${body}</div></main></body></html>`;
}

export interface CheckoutPageModel extends PageFrame {
  locale: PageLocale;
  amountCents: number;
  currency: string;
  lines: string[];
  actionUrl: string;
  cancelUrl: string;
  values?: { name?: string | undefined; expiry?: string | undefined };
  fieldErrors?: Partial<Record<'card_number' | 'expiry' | 'cvc' | 'name', string>>;
  cardError?: CardErrorView;
}

function testNotice(locale: PageLocale): string {
  const cards = LISTED_TEST_CARDS.map((n) => `<li><code>${n.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> · ${escapeHtml(cardLabels[n]?.[locale] ?? '')}</li>`).join('');
  return `<div class="test" role="note"><strong>${escapeHtml(t.testMode[locale])}</strong><p>${escapeHtml(t.testIntro[locale])}</p><ul>${cards}</ul></div>`;
}

function field(name: 'card_number' | 'expiry' | 'cvc' | 'name', label: string, attrs: string, m: CheckoutPageModel, value = ''): string {
  const err = m.fieldErrors?.[name];
  return `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${err ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''} required>${err ? `<div class="field-error" id="${name}-error">${escapeHtml(err)}</div>` : ''}`;
}

export function renderCheckoutPage(m: CheckoutPageModel): string {
  const l = m.locale;
  const error = m.cardError
    ? `<div class="alert" role="alert"><strong>${escapeHtml(m.cardError.title)}</strong>${escapeHtml(m.cardError.message)} ${escapeHtml(m.cardError.hint)}</div>`
    : '';
  const body = `<h1>${escapeHtml(t.title[l])}</h1><p class="muted">${escapeHtml(t.amountLabel[l])}</p>
<p class="amount">${escapeHtml(formatAmount(m.amountCents, m.currency, l))}</p>
<ul class="items">${m.lines.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>${error}
<form method="post" action="${escapeHtml(m.actionUrl)}" novalidate>
${field('card_number', t.cardNumber[l], 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"', m)}
<div class="row"><div>${field('expiry', t.expiry[l], 'autocomplete="cc-exp" placeholder="12/34" maxlength="7"', m, m.values?.expiry ?? '')}</div>
<div>${field('cvc', t.cvc[l], 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"', m)}</div></div>
${field('name', t.name[l], 'autocomplete="cc-name" maxlength="200"', m, m.values?.name ?? '')}
<button type="submit">${escapeHtml(t.pay[l])} ${escapeHtml(formatAmount(m.amountCents, m.currency, l))}</button></form>
<a class="cancel" href="${escapeHtml(m.cancelUrl)}">${escapeHtml(t.cancel[l])}</a>${testNotice(l)}`;
  return layout(l, t.title[l], body, m);
}

export function renderChallengePage(m: PageFrame & { locale: PageLocale; amountCents: number; currency: string; actionUrl: string }): string {
  const l = m.locale;
  const button = (action: 'approve' | 'fail', cls = '') =>
    `<form method="post" action="${escapeHtml(m.actionUrl)}"><input type="hidden" name="action" value="${action}"><button type="submit"${cls ? ` class="${cls}"` : ''}>${escapeHtml(action === 'approve' ? t.approve[l] : t.fail[l])}</button></form>`;
  const body = `<h1>${escapeHtml(t.challengeTitle[l])}</h1><p class="amount">${escapeHtml(formatAmount(m.amountCents, m.currency, l))}</p>
<p>${escapeHtml(t.challengeBody[l])}</p>${button('approve')}${button('fail', 'secondary')}
<div class="test" role="note"><strong>${escapeHtml(t.testMode[l])}</strong></div>`;
  return layout(l, t.challengeTitle[l], body, m);
}

export function renderMessagePage(m: PageFrame & { locale: PageLocale; title: string; body: string; link?: { href: string; label: string } }): string {
  const link = m.link ? `<a class="cancel" href="${escapeHtml(m.link.href)}">${escapeHtml(m.link.label)}</a>` : '';
  return layout(m.locale, m.title, `<h1>${escapeHtml(m.title)}</h1><p>${escapeHtml(m.body)}</p>${link}`, m);
}
