import { describe, expect, it } from 'vitest';
import { DST_AUTUMN, sampleBooking } from '../test-data.ts';
import { slotCancelledEmail, type SlotCancelledInput } from './slot-cancelled.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const truffle = sampleBooking({ status: 'cancelled', paymentStatus: 'refunded' });
const input = (over: Partial<SlotCancelledInput> = {}): SlotCancelledInput => ({
  locale: 'it',
  booking: truffle,
  reason: 'Allerta meteo: temporali forti',
  refundCents: 17000,
  onSiteCents: 0,
  nothingCharged: false,
  alternatives: [new Date('2027-04-03T07:00:00Z'), DST_AUTUMN],
  bookAgainUrl: 'https://tenuta.example/truffle-hunting',
  ...over,
});

describe('slot_cancelled (guest)', () => {
  it('says why, refunds in full and offers the next free dates with links (Italian)', () => {
    const m = slotCancelledEmail(input());
    const text = plain(m.text);
    expect(plain(m.subject)).toBe('Annullata: Caccia al Tartufo, dom 28 mar 10:00 (BK-7Q2M-XK4P)');
    for (const s of [
      'Gentile Giulia Rossi,',
      'Abbiamo dovuto annullare la tua esperienza',
      'Motivo: Allerta meteo: temporali forti',
      'Rimborso: 170,00 €, per intero',
      'Ti rimborsiamo per intero 170,00 €',
      'sabato 3 aprile 2027, ore 09:00',
      'domenica 31 ottobre 2027, ore 10:00',
      'Scegli una nuova data: https://tenuta.example/truffle-hunting',
    ]) {
      expect(text).toContain(s);
    }
    expect(m.html.match(/href="https:\/\/tenuta\.example\/truffle-hunting"/g)?.length).toBe(3); // two dates and the button
    expect(m.language).toBe('it');
  });

  it('in English: a wine tasting with nothing charged and no free date left', () => {
    const wine = sampleBooking({ category: 'WINE', title: { it: 'Degustazione Premium', en: 'Premium Tasting' }, paymentStatus: 'pay_on_site', status: 'cancelled' });
    const m = slotCancelledEmail(
      input({ locale: 'en', booking: wine, refundCents: 0, nothingCharged: true, alternatives: [], reason: 'Storm warning', bookAgainUrl: 'https://tenuta.example/wine-tasting' }),
    );
    const text = plain(m.text);
    expect(m.subject).toBe('Cancelled: Premium Tasting, Sun 28 Mar 10:00 (BK-7Q2M-XK4P)');
    expect(text).toContain('Reason: Storm warning');
    expect(text).toContain('Refund: Nothing charged');
    expect(text).toContain('wine tastings are paid at the cellar');
    expect(text).toContain('Right now no other date has room for your group');
    expect(text).not.toMatch(/business days/);
  });

  it('money paid at the estate is given back by the team', () => {
    const text = plain(slotCancelledEmail(input({ locale: 'en', refundCents: 0, onSiteCents: 4000 })).text);
    expect(text).toContain('What you paid at the estate (€40.00) will be given back by our team');
    expect(text).toContain('Refund: €40.00, in full');
  });

  it('escapes the reason staff typed', () => {
    const m = slotCancelledEmail(input({ reason: '<b>grandine</b>' }));
    expect(m.html).not.toContain('<b>grandine');
    expect(m.html).toContain('&lt;b&gt;grandine');
  });
});
