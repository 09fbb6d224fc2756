import { ROME } from '@tenuta/core/rome-time';

/** How the audit sentences write money, Rome times, days, months and rates, in one language (an Intl tag). */
export interface AuditFormat {
  lang: 'it' | 'en';
  money: (cents: number) => string;
  /** An instant, in Rome time: "12 giu 2026, 15:04". */
  dateTime: (iso: string) => string;
  /** A Rome calendar day (YYYY-MM-DD): "12 giu 2026". */
  day: (ymd: string) => string;
  /** A month (YYYY-MM): "ottobre 2026". */
  month: (ym: string) => string;
  /** Basis points as a percentage: 1250 → "12,5 %". */
  bps: (bps: number) => string;
}

export function auditFormat(locale: string): AuditFormat {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone: ROME, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  const month = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const valid = (d: Date, raw: string) => (Number.isNaN(d.getTime()) ? raw : null);
  return {
    lang: locale.startsWith('en') ? 'en' : 'it',
    money: (cents) => money.format(cents / 100),
    dateTime: (iso) => {
      const d = new Date(iso);
      return valid(d, iso) ?? dateTime.format(d);
    },
    day: (ymd) => {
      const d = new Date(`${ymd}T12:00:00Z`);
      return valid(d, ymd) ?? day.format(d);
    },
    month: (ym) => {
      const d = new Date(`${ym}-15T12:00:00Z`);
      return valid(d, ym) ?? month.format(d);
    },
    bps: (bps) => percent.format(bps / 10_000),
  };
}
