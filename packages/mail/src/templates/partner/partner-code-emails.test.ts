import { describe, expect, it } from 'vitest';
import { renderPartnerNotification, type PartnerNotification } from './index.ts';

const fail = (message: string): never => {
  throw new Error(message);
};
const render = (n: Omit<PartnerNotification, 'publicUrl' | 'recipient'>) =>
  renderPartnerNotification({} as never, { recipient: 'concierge@hotel.example', publicUrl: 'https://tenuta.example', ...n }, fail);

describe('partner_code_request_decided', () => {
  const payload = {
    request_id: 3,
    decision: 'approved',
    company_name: 'Hotel Belvedere',
    code: 'BELVEDERE10',
    discount_percent: 10,
    note: null,
    codes_url: 'https://tenuta.example/partner/referrals/codes',
  };
  it('Italian approval: the code is live, its discount, the way to the codes page', async () => {
    const m = await render({ kind: 'partner_code_request_decided', locale: 'it', payload });
    expect(m.subject).toBe('Il codice sconto BELVEDERE10 è attivo');
    expect(m.text).toContain('il 10% di sconto');
    expect(m.html).toContain('href="https://tenuta.example/partner/referrals/codes?lang=it"');
  });
  it('English refusal with the reason', async () => {
    const m = await render({ kind: 'partner_code_request_decided', locale: 'en', payload: { ...payload, decision: 'refused', note: 'Too close to an existing code' } });
    expect(m.subject).toBe('Your request for the code BELVEDERE10 was not accepted');
    expect(m.text).toContain('Reason: Too close to an existing code');
  });
  it('refuses a payload without a decision', async () => {
    await expect(render({ kind: 'partner_code_request_decided', locale: 'it', payload: { ...payload, decision: 'maybe' } })).rejects.toThrow('payload.decision');
  });
});

describe('staff_partner_code_request', () => {
  it('who asks for which code, with a button to the review page', async () => {
    const m = await render({
      kind: 'staff_partner_code_request',
      locale: 'it',
      payload: {
        request_id: 3,
        partner_id: 2,
        company_name: 'Hotel <Belvedere>',
        code: 'BELVEDERE10',
        discount_percent: 10,
        note: 'Per la reception',
        review_url: 'https://tenuta.example/staff/commissions?tab=codes',
      },
    });
    expect(m.subject).toBe('Richiesta di codice sconto: BELVEDERE10 (Hotel <Belvedere>)');
    expect(m.text).toContain('Nota del partner: Per la reception');
    expect(m.html).not.toContain('<Belvedere>');
    expect(m.html).toContain('href="https://tenuta.example/staff/commissions?tab=codes"');
  });
});
