import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../i18n/translator.ts';
import { StaffApiError } from '../../app/api.ts';
import en from '../../i18n/en/staffPayouts.json';
import it_ from '../../i18n/it/staffPayouts.json';
import { payoutErrorText } from './payout-error-text.ts';

const i18n = createTranslator({ lng: 'it', fallbackLng: 'it', defaultNS: 'staffPayouts', resources: { it: { staffPayouts: it_ }, en: { staffPayouts: en } } });

/** The 409 the API answers when one payout's BIC is of another country than its IBAN. */
const mismatch = new StaffApiError(409, 'conflict', 'payout_bic_iban_mismatch', {
  success: false,
  code: 'conflict',
  detail: 'payout_bic_iban_mismatch',
  error: 'Payout 4242 (Hotel Belvedere S.r.l.): the BIC BPMOIT22 is of another country (IT) than the IBAN (DE)',
  payout_id: 4242,
  partner: 'Hotel Belvedere S.r.l.',
});

describe('a refused SEPA export on the payouts page', () => {
  it('names the payout and its partner, in Italian and in English', () => {
    const itText = payoutErrorText(i18n.getFixedT('it'), mismatch);
    expect(itText).toContain('Pagamento 4242 (Hotel Belvedere S.r.l.)');
    expect(itText).toContain('BIC');
    const enText = payoutErrorText(i18n.getFixedT('en'), mismatch);
    expect(enText).toContain('Payout 4242 (Hotel Belvedere S.r.l.)');
  });

  it('an error of another page is left to the back office’s wording', () => {
    expect(payoutErrorText(i18n.getFixedT('it'), new StaffApiError(409, 'conflict', 'something_else', {}))).toBe('');
    expect(payoutErrorText(i18n.getFixedT('it'), new Error('x'))).toBe('');
  });
});
