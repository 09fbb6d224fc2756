import { describe, expect, it } from 'vitest';
import type { StaffAuditEntryView, StaffAuditSubject } from '@tenuta/contracts';
import { staffAuditActions } from '@tenuta/core/audit-actions';
import { createTranslator } from '../../../i18n/translator.ts';
import en from '../../i18n/en/staffAudit.json';
import it_ from '../../i18n/it/staffAudit.json';
import { auditFormat } from './audit-format.ts';
import { auditLink } from './audit-links.ts';
import { auditSentence, auditSentences, TARGET } from './audit-sentences.ts';

const i18n = createTranslator({ lng: 'it', fallbackLng: 'it', defaultNS: 'staffAudit', resources: { it: { staffAudit: it_ }, en: { staffAudit: en } } });
const langs = { it: { w: i18n.getFixedT('it'), f: auditFormat('it-IT') }, en: { w: i18n.getFixedT('en'), f: auditFormat('en-GB') } } as const;
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

function entry(over: Partial<StaffAuditEntryView>): StaffAuditEntryView {
  return {
    id: 1,
    staff_id: 7,
    actor_email: 'sara@tenuta.example',
    actor_name: 'Sara Conti',
    action: 'booking.note',
    target_type: 'booking',
    target_id: '42',
    before: null,
    after: null,
    created_at: '2026-06-12T13:04:00.000Z',
    subject: null,
    related: [],
    ...over,
  };
}
const subject = (over: Partial<StaffAuditSubject>): StaffAuditSubject => ({
  type: 'booking',
  id: '42',
  label: null,
  detail: null,
  starts_at: null,
  title: null,
  partner_id: null,
  booking_id: null,
  ...over,
});
const booking = subject({ label: 'BK-ABCD2345', detail: 'Giulia Rossi', starts_at: '2026-06-12T13:00:00.000Z' });

/** The sentence as read, the record's words in place of the link. */
function read(e: StaffAuditEntryView, lang: 'it' | 'en' = 'it') {
  const s = auditSentence(e, langs[lang].w, langs[lang].f);
  return { text: plain(s.text.replace(TARGET, s.target ?? '')), notes: s.notes.map(plain) };
}

/** Every leaf key of a catalogue. */
function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('the audit log in words: every action has its sentence', () => {
  for (const lang of ['it', 'en'] as const) {
    const catalogue = new Set(keys(lang === 'it' ? it_ : en));
    it(`each recorded action has words in the ${lang} catalogue`, () => {
      const missing = staffAuditActions.filter((a) => {
        const [g, n] = a.split('.');
        const key = `actions.${g}.${n}`;
        return !catalogue.has(key) && !catalogue.has(`${key}_other`);
      });
      expect(missing).toEqual([]);
      expect(Object.keys(auditSentences).sort()).toEqual([...staffAuditActions].sort());
    });

    it(`each action reads as a sentence with nothing recorded but its record (${lang})`, () => {
      for (const action of staffAuditActions) {
        const { text } = read(entry({ action, subject: booking }), lang);
        expect(text, action).not.toMatch(/\{\{|actions\.|undefined|NaN|\bnull\b|_cents|\d{4}-\d{2}-\d{2}T/);
        expect(text, action).toMatch(/[.)]$/);
      }
    });
  }
});

describe('booking sentences', () => {
  const cancel = entry({
    action: 'booking.cancel',
    subject: booking,
    before: { status: 'paid', refundable_cents: 60700 },
    after: { status: 'cancelled', reason: 'Influenza', refund_percent: 70, refund_cents: 42500, cancelled_by: 'guest', notify_guest: true },
  });
  it('a cancellation names the booking and guest, the refund in euros and the reason', () => {
    expect(read(cancel)).toEqual({
      text: 'Annullata la prenotazione BK-ABCD2345 (Giulia Rossi); rimborsati 425,00 € (70%).',
      notes: ['Su richiesta dell’ospite.', 'Motivo: «Influenza»', 'L’ospite ha ricevuto un’e-mail.'],
    });
    expect(read(cancel, 'en').text).toBe('Cancelled booking BK-ABCD2345 (Giulia Rossi); €425.00 refunded (70%).');
  });
  it('a change of date gives both times in Rome time, never ISO UTC', () => {
    const e = entry({ action: 'booking.change_date', subject: booking, before: { starts_at: '2026-06-12T13:00:00.000Z' }, after: { starts_at: '2026-12-05T09:30:00.000Z' } });
    expect(read(e).text).toBe('Spostata la prenotazione BK-ABCD2345 (Giulia Rossi) da 12 giu 2026, 15:00 a 5 dic 2026, 10:30.');
    expect(read(e, 'en').text).toBe('Moved booking BK-ABCD2345 (Giulia Rossi) from 12 Jun 2026, 15:00 to 5 Dec 2026, 10:30.');
  });
  it('money taken and voided at the desk, with the method in words', () => {
    expect(read(entry({ action: 'booking.payment_on_site', subject: booking, after: { amount_cents: 2000, method: 'cash' } })).text).toBe(
      'Registrati 20,00 € pagati in loco (contanti) per la prenotazione BK-ABCD2345 (Giulia Rossi).',
    );
    expect(read(entry({ action: 'booking.payment_void', subject: booking, before: { amount_cents: 2000, method: 'card' }, after: { reason: 'Doppio' } }), 'en')).toEqual({
      text: 'Voided the payment of €20.00 (card (POS terminal)) recorded by mistake on booking BK-ABCD2345 (Giulia Rossi).',
      notes: ['Reason: “Doppio”'],
    });
  });
  it('an erased guest or a deleted booking still reads: the number from the row, or the record number', () => {
    expect(read(entry({ action: 'booking.check_in', subject: subject({ label: 'BK-ABCD2345' }) })).text).toBe('Registrato l’arrivo della prenotazione BK-ABCD2345.');
    expect(read(entry({ action: 'booking.check_in', after: { booking_number: 'BK-ZZZZ2222' } })).text).toBe('Registrato l’arrivo della prenotazione BK-ZZZZ2222.');
    expect(read(entry({ action: 'booking.no_show', target_id: '99' })).text).toBe('Segnata la prenotazione n. 99 come non presentata.');
  });
});

describe('slots, partners, money', () => {
  const slot = subject({ type: 'slot', id: '9', starts_at: '2026-06-12T13:00:00.000Z', title: { it: 'Degustazione Premium', en: 'Premium Tasting' } });
  it('a cancelled slot: its Rome time, experience, bookings and the refund in euros', () => {
    const e = entry({
      action: 'slot.cancel',
      target_type: 'slot',
      target_id: '9',
      subject: slot,
      after: { cancel_reason: 'Grandine', bookings_cancelled: [1, 2, 3], refund_cents: 42500 },
    });
    expect(read(e)).toEqual({
      text: 'Annullata la fascia 12 giu 2026, 15:00 · Degustazione Premium: 3 prenotazioni annullate, rimborsati 425,00 €.',
      notes: ['Motivo: «Grandine»'],
    });
    expect(read(e, 'en').text).toBe('Cancelled slot 12 Jun 2026, 15:00 · Premium Tasting: 3 bookings cancelled, €425.00 refunded.');
  });
  it('a changed slot lists its changes in words and euros', () => {
    const e = entry({
      action: 'slot.update',
      target_type: 'slot',
      target_id: '9',
      subject: slot,
      before: { capacity_total: 8, wine_price_cents: 4000 },
      after: { capacity_total: 10, wine_price_cents: 4500 },
    });
    expect(read(e).text).toBe('Modificata la fascia 12 giu 2026, 15:00 · Degustazione Premium: posti 8 → 10, prezzo degustazione 40,00 € → 45,00 €.');
  });
  it('new contract terms as percentages and euros', () => {
    const partner = subject({ type: 'partner', id: '3', label: 'Langhe Tours', partner_id: 3 });
    const e = entry({
      action: 'partner.contract_change',
      target_type: 'partner',
      target_id: '3',
      subject: partner,
      before: { contract_id: 1, commission_bps: 1000, credit_limit_cents: 1000000 },
      after: { contract_id: 2, commission_bps: 1250, credit_limit_cents: 1500000 },
    });
    expect(read(e).text).toBe('Nuove condizioni per Langhe Tours: commissione 10% → 12,5%, fido 10.000,00 € → 15.000,00 €.');
    expect(read(e, 'en').text).toBe('New terms for Langhe Tours: commission 10% → 12.5%, credit limit €10,000.00 → €15,000.00.');
  });
  it('a payout names its partner and month; a SEPA export its count and total', () => {
    const payout = subject({ type: 'payout', id: '5', label: 'Hotel Belvedere', detail: '2026-10', partner_id: 4 });
    expect(read(entry({ action: 'payout.paid', target_type: 'payout', target_id: '5', subject: payout, after: { net_cents: 12345 } })).text).toBe(
      'Segnato come pagato il pagamento a Hotel Belvedere, ottobre 2026: 123,45 € netti.',
    );
    expect(read(entry({ action: 'payout.export', target_type: 'export', target_id: 'sepa:X', after: { count: 2, total_cents: 50000 } }), 'en').text).toBe(
      'Exported the SEPA transfer of 2 payouts, €500.00.',
    );
  });
  it('an action no longer recorded still reads, without inventing words', () => {
    expect(read(entry({ action: 'booking.teleport', subject: booking })).text).toBe('Operazione registrata (booking.teleport) su BK-ABCD2345 (Giulia Rossi).');
  });
});

describe('links to what a row changed', () => {
  it('goes to the booking, the slot on its Rome day, the partner, the voucher', () => {
    expect(auditLink(booking)).toEqual({ href: '/staff/bookings/42', permission: 'bookings.read' });
    expect(auditLink(subject({ type: 'slot', id: '9', starts_at: '2026-06-12T22:30:00.000Z' }))?.href).toBe('/staff/calendar?date=2026-06-13&slot=9');
    expect(auditLink(subject({ type: 'partner_invite', id: '8', partner_id: 3 }))?.href).toBe('/staff/partners/3');
    expect(auditLink(subject({ type: 'gift_voucher', id: '11' }))?.href).toBe('/staff/vouchers?voucher=11');
    expect(auditLink(subject({ type: 'commission', id: '2', booking_id: 42 }))?.href).toBe('/staff/bookings/42');
    expect(auditLink(null)).toBeNull();
  });
});
