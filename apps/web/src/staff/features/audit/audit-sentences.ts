import type { StaffAuditEntryView, StaffAuditSubject } from '@tenuta/contracts';
import { isStaffAuditAction, type StaffAuditAction } from '@tenuta/core/audit-actions';
import type { AuditFormat } from './audit-format.ts';

/**
 * The audit log as sentences: one entry per action the log records (`staffAuditActions`), so a
 * new action without words fails the typecheck here, and its words in the staffAudit catalogues
 * (a test checks both languages). A sentence names its record through `{{target}}`, which the
 * page turns into a link; amounts are euros, times Rome time, never a raw key or an ISO string.
 */

/** The staffAudit namespace's `t`. */
export type AuditWords = (key: string, options?: Record<string, unknown>) => string;
type Rec = Record<string, unknown>;

export interface AuditContext {
  entry: StaffAuditEntryView;
  before: Rec;
  after: Rec;
  w: AuditWords;
  f: AuditFormat;
  /** Another record the row names (a partner, a booking), as words. */
  related: (type: string) => string | null;
}

/** What an action says: the variant of its sentence (`actions.<action>_<variant>`), its words, lines under it. */
export interface Sentence {
  variant?: string;
  count?: number;
  vars?: Record<string, string | number>;
  notes?: (string | null | undefined | false)[];
}

const num = (r: Rec, k: string): number | null => (typeof r[k] === 'number' && Number.isFinite(r[k]) ? (r[k] as number) : null);
const str = (r: Rec, k: string): string | null => (typeof r[k] === 'string' && (r[k] as string).trim() !== '' ? (r[k] as string) : null);
const list = (r: Rec, k: string): unknown[] | null => (Array.isArray(r[k]) ? (r[k] as unknown[]) : null);
const people = (c: AuditContext, r: Rec): string | null => {
  const a = num(r, 'adults');
  return a === null ? null : c.w('values.people', { count: a + (num(r, 'children') ?? 0) });
};
const reason = (c: AuditContext, r: Rec, k = 'reason') => {
  const text = str(r, k);
  return text ? c.w('notes.reason', { text }) : null;
};
const note = (c: AuditContext, r: Rec, k: string) => {
  const text = str(r, k);
  return text ? c.w('notes.note', { text }) : null;
};
const quoted = (c: AuditContext, r: Rec, k: string) => {
  const text = str(r, k);
  return text ? c.w('notes.text', { text }) : null;
};
const role = (c: AuditContext, r: Rec) => {
  const v = str(r, 'role');
  return v ? c.w(`values.role.${v}`, { defaultValue: v }) : c.w('values.none');
};
const method = (c: AuditContext, r: Rec) => c.w(`values.method.${str(r, 'method') ?? 'other'}`, { defaultValue: c.w('values.method.other') });
const duration = (c: AuditContext, minutes: number) => (minutes % 60 === 0 ? c.w('values.hours', { count: minutes / 60 }) : c.w('values.minutes', { count: minutes }));

/** A value of a changed field in words: euros, rates, days, yes/no, durations. */
function fieldValue(c: AuditContext, key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return c.w('values.none');
  if (typeof v === 'boolean') return c.w(v ? 'values.yes' : 'values.no');
  if (typeof v === 'number') {
    if (key.endsWith('_cents')) return c.f.money(v);
    if (key.endsWith('_bps')) return c.f.bps(v);
    if (key === 'duration_minutes') return duration(c, v);
    return String(v);
  }
  if (Array.isArray(v)) return v.map(String).join(', ');
  if (typeof v === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(v)) return c.f.dateTime(v);
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return c.f.day(v);
    if (key === 'role') return c.w(`values.role.${v}`, { defaultValue: v });
    return v;
  }
  return JSON.stringify(v);
}

/** "posti 8 → 10, prezzo degustazione 40,00 € → 45,00 €": the fields whose value changed. */
function changes(c: AuditContext, skip: string[] = []): string | null {
  const keys = [...new Set([...Object.keys(c.before), ...Object.keys(c.after)])].filter((k) => !skip.includes(k));
  const parts = keys
    .filter((k) => JSON.stringify(c.before[k] ?? null) !== JSON.stringify(c.after[k] ?? null))
    .map((k) =>
      c.w('values.change', { field: c.w(`values.field.${k}`, { defaultValue: k.replace(/_/g, ' ') }), from: fieldValue(c, k, c.before[k]), to: fieldValue(c, k, c.after[k]) }),
    );
  return parts.length > 0 ? parts.join(', ') : null;
}

const rows = (r: Rec) => num(r, 'rows') ?? 0;
const span = (c: AuditContext, r: Rec) => ({ from: c.f.day(str(r, 'from') ?? ''), to: c.f.day(str(r, 'to') ?? str(r, 'from') ?? '') });

export const auditSentences: { [A in StaffAuditAction]: (c: AuditContext) => Sentence } = {
  'booking.create': (c): Sentence => {
    const p = people(c, c.after) ?? c.w('values.people', { count: 0 });
    const partner = c.related('partner');
    if (partner) return { variant: 'partner', vars: { people: p, partner } };
    const total = num(c.after, 'total_cents');
    return total === null ? { variant: 'people', vars: { people: p } } : { vars: { people: p, total: c.f.money(total) } };
  },
  'booking.cancel': (c) => {
    const refund = num(c.after, 'refund_cents') ?? 0;
    const by = str(c.after, 'cancelled_by');
    const notify = c.after.notify_guest;
    return {
      ...(refund > 0 ? { variant: 'refund', vars: { refund: c.f.money(refund), percent: c.f.bps((num(c.after, 'refund_percent') ?? 0) * 100) } } : {}),
      notes: [
        by === 'guest' ? c.w('notes.byGuest') : by === 'estate' ? c.w('notes.byEstate') : null,
        reason(c, c.after),
        c.after.override === true ? c.w('notes.override', { percent: c.f.bps((num(c.after, 'policy_percent') ?? 0) * 100) }) : null,
        notify === true ? c.w('notes.guestEmailed') : notify === false ? c.w('notes.guestNotEmailed') : null,
      ],
    };
  },
  'booking.change_date': (c) => {
    const from = str(c.before, 'starts_at');
    const to = str(c.after, 'starts_at');
    return from && to ? { variant: 'moved', vars: { from: c.f.dateTime(from), to: c.f.dateTime(to) } } : {};
  },
  'booking.change_party': (c) => {
    const from = people(c, c.before);
    const to = people(c, c.after);
    return from && to ? { variant: 'moved', vars: { from, to } } : {};
  },
  'booking.change_guest': (c) => {
    const fields = (list(c.after, 'fields') ?? []).map((k) => c.w(`values.guestField.${String(k)}`, { defaultValue: String(k) }));
    return fields.length > 0 ? { variant: 'fields', vars: { fields: fields.join(', ') } } : {};
  },
  'booking.check_in': () => ({}),
  'booking.check_in_undo': () => ({}),
  'booking.no_show': () => ({}),
  'booking.no_show_undo': () => ({}),
  'booking.note': (c) => ({ notes: [quoted(c, c.after, 'body')] }),
  'booking.payment_on_site': (c) => ({ vars: { amount: c.f.money(num(c.after, 'amount_cents') ?? 0), method: method(c, c.after) } }),
  'booking.payment_void': (c) => ({
    vars: { amount: c.f.money(num(c.before, 'amount_cents') ?? num(c.after, 'amount_cents') ?? 0), method: method(c, { ...c.after, ...c.before }) },
    notes: [reason(c, c.after)],
  }),
  'booking.resend_confirmation': (c) => {
    const email = str(c.after, 'recipient');
    return email ? { vars: { email } } : { variant: 'plain' };
  },
  'booking.resend_payment_link': (c) => {
    const email = str(c.after, 'recipient');
    return email ? { vars: { email } } : { variant: 'plain' };
  },
  'slot.create': (c) => {
    const ids = list(c.after, 'slot_ids') ?? [];
    if (c.entry.target_id && ids.length <= 1) return {};
    const times = (list(c.after, 'times') ?? []).map(String).join(', ');
    return { variant: 'many', count: ids.length, vars: { ...span(c, c.after), times } };
  },
  'slot.update': (c) => ({ vars: { changes: changes(c) ?? '—' } }),
  'slot.open': () => ({}),
  'slot.close': () => ({}),
  'slot.cancel': (c) => {
    const n = (list(c.after, 'bookings_cancelled') ?? []).length;
    return { ...(n > 0 ? { variant: 'bookings', count: n, vars: { refund: c.f.money(num(c.after, 'refund_cents') ?? 0) } } : {}), notes: [reason(c, c.after, 'cancel_reason')] };
  },
  'experience.cutoff': (c) => ({
    vars: { from: duration(c, num(c.before, 'booking_cutoff_minutes') ?? 0), to: duration(c, num(c.after, 'booking_cutoff_minutes') ?? 0) },
  }),
  'coupon.create': () => ({}),
  'coupon.update': (c) => ({ vars: { changes: changes(c) ?? '—' } }),
  'coupon.enable': () => ({}),
  'coupon.disable': () => ({}),
  'review.approve': () => ({}),
  'review.reject': (c) => ({ notes: [reason(c, c.after, 'rejection_reason')] }),
  'review.unpublish': (c) => ({ notes: [reason(c, c.after)] }),
  'review.reply': (c) => ({ notes: [quoted(c, c.after, 'reply')] }),
  'review.reply_remove': () => ({}),
  'message.status': (c) => ({ vars: { status: c.w(`values.messageStatus.${str(c.after, 'status') ?? 'open'}`, { defaultValue: str(c.after, 'status') ?? '' }) } }),
  'message.reply': () => ({}),
  'manifest.export': (c) => ({ count: rows(c.after), vars: { day: c.f.day(c.entry.target_id ?? '') } }),
  'export.bookings': (c) => ({ count: rows(c.after), vars: span(c, c.after), notes: [c.after.by === 'payment' ? c.w('notes.byPayment') : null] }),
  'export.payments': (c) => ({ count: rows(c.after), vars: span(c, c.after) }),
  'export.report': (c) => {
    const report = str(c.after, 'report');
    const named = report ? c.w(`values.report.${report}`, { defaultValue: '' }) : '';
    return named ? { variant: 'named', vars: { ...span(c, c.after), report: named } } : { vars: span(c, c.after) };
  },
  'export.vouchers': (c) => ({ count: rows(c.after) }),
  'export.voucher_report': (c) => ({ vars: span(c, c.after) }),
  'export.invoices': (c) => ({ count: rows(c.after) }),
  'export.payouts': (c) => ({ count: rows(c.after) }),
  'privacy.export': () => ({}),
  'privacy.export_account': () => ({}),
  'privacy.erase': (c) => {
    const n = (list(c.after, 'booking_ids') ?? []).length;
    return n > 0 ? { variant: 'bookings', count: n } : {};
  },
  'privacy.purge': () => ({}),
  'staff.create': (c) => ({ vars: { role: role(c, c.after) } }),
  'staff.invite': (c) => ({ vars: { role: role(c, c.after) } }),
  'staff.reinvite': (c) => ({ vars: { role: role(c, c.after) } }),
  'staff.password_set': () => ({}),
  'staff.password_change': () => ({}),
  'staff.role_change': (c) => ({ vars: { from: role(c, c.before), to: role(c, c.after) } }),
  'staff.deactivate': (c) => ({ notes: [str(c.after, 'reason') === 'demo_account_on_public_address' ? c.w('notes.demoAccount') : null] }),
  'staff.login': (c) => {
    if (c.after.recovery_code === true) return { variant: 'recovery', count: num(c.after, 'recovery_codes_left') ?? 0 };
    return c.after.second_factor === true ? { variant: 'second_factor' } : {};
  },
  'staff.totp_enable': () => ({}),
  'staff.totp_disable': () => ({}),
  'staff.totp_reset': () => ({}),
  'staff.recovery_code_use': (c) => {
    const left = num(c.after, 'left');
    return left === null ? {} : { count: left };
  },
  'staff.recovery_codes_regenerate': () => ({}),
  'partner.invite': () => ({}),
  'partner.invite_resend': () => ({}),
  'partner.invite_revoke': () => ({}),
  'partner.approve': () => ({}),
  'partner.refuse': (c) => ({ notes: [reason(c, c.after)] }),
  'partner.suspend': (c) => ({ notes: [reason(c, c.after)] }),
  'partner.reactivate': (c) => ({ notes: [reason(c, c.after)] }),
  'partner.contract_change': (c) => {
    const diff = Object.keys(c.before).length > 0 ? changes(c, ['contract_id']) : null;
    return diff ? { vars: { changes: diff } } : { variant: 'first' };
  },
  'partner_user.deactivate': (c) => ({ notes: [str(c.after, 'reason') === 'demo_account_on_public_address' ? c.w('notes.demoAccount') : null] }),
  'partner_code.approve': (c) => ({ vars: { percent: c.f.bps((num(c.after, 'discount_percent') ?? 0) * 100) }, notes: [note(c, c.after, 'note')] }),
  'partner_code.refuse': (c) => ({ notes: [reason(c, c.after, 'note')] }),
  'octo_key.create': (c) => ({ vars: { name: str(c.after, 'name') ?? '', last4: str(c.after, 'last4') ?? '' } }),
  'octo_key.revoke': (c) => {
    const name = str(c.before, 'name');
    return name ? { variant: 'named', vars: { name, last4: str(c.before, 'last4') ?? '' } } : {};
  },
  'voucher.issue_complimentary': (c) => ({ vars: { amount: c.f.money(num(c.after, 'amount_cents') ?? 0) }, notes: [reason(c, c.after)] }),
  'voucher.adjust': (c) => ({
    vars: {
      amount: `${(num(c.after, 'amount_cents') ?? 0) > 0 ? '+' : ''}${c.f.money(num(c.after, 'amount_cents') ?? 0)}`,
      balance: c.f.money(num(c.after, 'balance_cents') ?? 0),
    },
    notes: [reason(c, c.after)],
  }),
  'voucher.extend': (c) => ({ vars: { from: c.f.day(str(c.before, 'expires_on') ?? ''), to: c.f.day(str(c.after, 'expires_on') ?? '') }, notes: [reason(c, c.after)] }),
  'voucher.void': (c) => ({ vars: { balance: c.f.money(num(c.before, 'balance_cents') ?? 0) }, notes: [reason(c, c.after)] }),
  'voucher.resend': (c) => ({ vars: { email: str(c.after, 'email') ?? '—' }, notes: [reason(c, c.after)] }),
  'invoice.prepare': (c) => ({ count: (list(c.after, 'drafts') ?? []).length, vars: { month: c.f.month(str(c.after, 'period') ?? c.entry.target_id ?? '') } }),
  'invoice.issue': (c) => ({ vars: { total: c.f.money(num(c.after, 'total_cents') ?? 0) } }),
  'invoice.credit': (c) => ({ vars: { total: c.f.money(num(c.after, 'total_cents') ?? 0) }, notes: [reason(c, c.after)] }),
  'invoice.paid': (c) => ({ vars: { total: c.f.money(num(c.after, 'total_cents') ?? 0) } }),
  'commission.clear': (c) => ({ vars: { amount: c.f.money(num(c.after, 'amount_cents') ?? 0) }, notes: [note(c, c.after, 'note')] }),
  'commission.reject': (c) => ({ vars: { amount: c.f.money(num(c.after, 'amount_cents') ?? 0) }, notes: [note(c, c.after, 'note')] }),
  'payout.prepare': (c) => ({ vars: { net: c.f.money(num(c.after, 'net_cents') ?? 0) } }),
  'payout.recalculate': (c) => ({ vars: { from: c.f.money(num(c.before, 'net_cents') ?? 0), to: c.f.money(num(c.after, 'net_cents') ?? 0) } }),
  'payout.approve': (c) => ({ vars: { net: c.f.money(num(c.after, 'net_cents') ?? 0) } }),
  'payout.cancel': (c) => ({ notes: [reason(c, c.after)] }),
  'payout.paid': (c) => ({ vars: { net: c.f.money(num(c.after, 'net_cents') ?? 0) } }),
  'payout.export': (c) => ({ count: num(c.after, 'count') ?? (list(c.after, 'payouts') ?? []).length, vars: { total: c.f.money(num(c.after, 'total_cents') ?? 0) } }),
  'payout_profile.update': () => ({}),
  'payout_profile.confirm_request': () => ({}),
  'payout_profile.refuse_request': (c) => ({ notes: [reason(c, c.after)] }),
};

/** A record in words (its number, name, time), or "n. 42" when it is gone; null for rows that name none. */
export function subjectText(s: StaffAuditSubject | null, entry: Pick<StaffAuditEntryView, 'target_type' | 'target_id' | 'after'>, w: AuditWords, f: AuditFormat): string | null {
  const id = entry.target_id;
  if (!s) {
    if (entry.target_type === 'export' || entry.target_type === 'privacy' || !id) return null;
    const number = entry.after && typeof entry.after.booking_number === 'string' ? entry.after.booking_number : null;
    return number ?? w('subjects.missing', { id });
  }
  const title = s.title ? s.title[f.lang] : null;
  const missing = w('subjects.missing', { id: s.id });
  switch (s.type) {
    case 'booking':
      return s.label ? (s.detail ? w('subjects.booking', { number: s.label, guest: s.detail }) : w('subjects.bookingNoGuest', { number: s.label })) : missing;
    case 'slot': {
      const when = s.starts_at ? f.dateTime(s.starts_at) : missing;
      return title ? w('subjects.slot', { when, title }) : w('subjects.slotNoTitle', { when });
    }
    case 'experience':
      return title ? w('subjects.experience', { title }) : missing;
    case 'gift_voucher':
      return w('subjects.gift_voucher', { last4: s.label ?? '····', name: s.detail ?? '—' });
    case 'review':
      return title ? w('subjects.review', { author: s.label ?? '—', title }) : w('subjects.reviewNoTitle', { author: s.label ?? '—' });
    case 'message':
      return w('subjects.message', { name: s.label ?? '—', subject: s.detail ?? '—' });
    case 'staff':
      return w('subjects.staff', { name: s.label ?? '—', email: s.detail ?? '—' });
    case 'partner_invite':
      return s.label ? w('subjects.partner_invite', { company: s.label, email: s.detail ?? '—' }) : w('subjects.partner_inviteNoCompany', { email: s.detail ?? '—' });
    case 'partner_user':
      return w('subjects.partner_user', { name: s.label ?? '—', company: s.detail ?? '—' });
    case 'partner_code_request':
      return w('subjects.partner_code_request', { code: s.label ?? '—', company: s.detail ?? '—' });
    case 'invoice':
      return s.label ? w('subjects.invoice', { number: s.label, buyer: s.detail ?? '—' }) : w('subjects.invoiceDraft', { buyer: s.detail ?? '—' });
    case 'commission':
      return w('subjects.commission', { partner: s.detail ?? '—', booking: s.label ?? '—' });
    case 'payout':
      return w('subjects.payout', { partner: s.label ?? '—', month: s.detail ? f.month(s.detail) : '—' });
    case 'partner':
      return w('subjects.partner', { name: s.label ?? missing });
    case 'coupon':
      return w('subjects.coupon', { code: s.label ?? missing });
    default:
      return s.label ?? missing;
  }
}

/** The placeholder the page replaces with the record's link. */
export const TARGET = '\u0000target\u0000';

export interface AuditSentence {
  /** The sentence, with TARGET where the record goes. */
  text: string;
  /** The record in words (null: the row names none). */
  target: string | null;
  /** Lines under the sentence: the reason, who asked, a note. */
  notes: string[];
}

/** An audit row as its sentence (any row: an action no longer recorded reads as a generic sentence). */
export function auditSentence(entry: StaffAuditEntryView, w: AuditWords, f: AuditFormat): AuditSentence {
  const target = subjectText(entry.subject, entry, w, f);
  const related = (type: string) => {
    const r = entry.related.find((x) => x.type === type);
    return r ? subjectText(r, { target_type: r.type, target_id: r.id, after: null }, w, f) : null;
  };
  const action = entry.action;
  if (!isStaffAuditAction(action)) {
    const text = target ? w('unknown', { action, target: TARGET }) : w('unknownNoTarget', { action });
    return { text, target, notes: [] };
  }
  const c: AuditContext = { entry, before: entry.before ?? {}, after: entry.after ?? {}, w, f, related };
  const s = auditSentences[action](c);
  const [group, name] = action.split('.') as [string, string];
  const key = `actions.${group}.${s.variant ? `${name}_${s.variant}` : name}`;
  const text = w(key, { ...(s.vars ?? {}), ...(s.count === undefined ? {} : { count: s.count }), target: target ? TARGET : '—' });
  return { text, target, notes: (s.notes ?? []).filter((n): n is string => typeof n === 'string' && n !== '') };
}
