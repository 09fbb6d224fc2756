/**
 * Auto-escaping HTML for e-mail templates: every value interpolated into
 * `html` is escaped unless it is itself the output of `html` (SafeHtml).
 * Escaping is by construction, not by remembering to call a function.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += renderValue(v) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks a constant written in code as HTML. Never pass data to it. */
export const trusted = (constant: string): SafeHtml => new SafeHtml(constant);

/** Only web, mail and phone links reach an href; anything else becomes inert. */
export function safeHref(url: string): string {
  return /^(https?:|mailto:|tel:)/i.test(url.trim()) ? url.trim() : '#';
}
