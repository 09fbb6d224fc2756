import { describe, expect, it } from 'vitest';
import { renderPartnerNotification, type PartnerNotification } from './index.ts';

const fail = (message: string): never => {
  throw new Error(message);
};
const render = (n: Omit<PartnerNotification, 'publicUrl' | 'recipient'>) =>
  renderPartnerNotification({} as never, { recipient: 'concierge@hotel.example', publicUrl: 'https://tenuta.example', ...n }, fail);

describe('partner_tax_status_decided', () => {
  const payload = {
    request_id: 4,
    decision: 'confirmed',
    company_name: 'Hotel Belvedere',
    person_type: 'company',
    vat_number: '01234567890',
    withholding_bps: 1150,
    reason: null,
  };
  it('Italian confirmation: the status, the VAT number, no withholding for a business with one, the way to the payouts', async () => {
    const m = await render({ kind: 'partner_tax_status_decided', locale: 'it', payload });
    expect(m.subject).toBe('Profilo fiscale confermato');
    expect(m.text).toContain('Partita IVA: 01234567890');
    expect(m.text).toContain('Ritenuta d’acconto: nessuna');
    expect(m.html).toContain('href="https://tenuta.example/partner/referrals/payouts?lang=it"');
  });
  it('a private person: the rate withheld', async () => {
    const m = await render({ kind: 'partner_tax_status_decided', locale: 'en', payload: { ...payload, person_type: 'private', vat_number: null } });
    expect(m.text).toContain('Withholding tax: 11.5%');
  });
  it('English refusal with the reason', async () => {
    const m = await render({ kind: 'partner_tax_status_decided', locale: 'en', payload: { ...payload, decision: 'refused', reason: 'The VAT number is ceased' } });
    expect(m.subject).toBe('Your tax status change was not accepted');
    expect(m.text).toContain('Reason: The VAT number is ceased');
    expect(m.text).not.toContain('Withholding');
  });
  it('refuses a payload without a decision', async () => {
    await expect(render({ kind: 'partner_tax_status_decided', locale: 'it', payload: { ...payload, decision: 'maybe' } })).rejects.toThrow('payload.decision');
  });
});
