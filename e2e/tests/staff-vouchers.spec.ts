import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { waitForEmail } from '../support/server-data.ts';
import { signInStaff } from '../support/staff.ts';

/**
 * The back office's gift vouchers: a manager gives a complimentary voucher (it reaches the
 * recipient by e-mail with its code), finds it again by the recipient and by the last four
 * characters of its code, opens its ledger, and voids it with a reason: the balance leaves by an
 * adjustment and the voucher reads voided.
 */

const words = {
  it: {
    give: 'Regala un buono',
    amount: 'Importo (€)',
    name: 'Nome del destinatario',
    email: 'E-mail del destinatario',
    reason: 'Motivo',
    submit: 'Regala il buono',
    search: 'Cerca',
    issued: 'Emissione',
    adjustment: 'Rettifica',
    void: 'Annulla il buono',
    confirmVoid: "Conferma l'annullamento",
    voided: 'Annullato',
    active: 'Attivo',
    close: 'Chiudi',
    zero: '0,00',
  },
  en: {
    give: 'Give a voucher',
    amount: 'Amount (€)',
    name: "Recipient's name",
    email: "Recipient's e-mail",
    reason: 'Reason',
    submit: 'Give the voucher',
    search: 'Search',
    issued: 'Issued',
    adjustment: 'Adjustment',
    void: 'Void',
    confirmVoid: 'Void the voucher',
    voided: 'Voided',
    active: 'Active',
    close: 'Close',
    zero: '0.00',
  },
} as const;

async function expectCleanPage(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

for (const [locale, width] of [
  ['it', 390],
  ['en', 1440],
] as const) {
  test.describe(`staff gift vouchers (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a manager gives a complimentary voucher, finds it by its code, opens its ledger and voids it', async ({ page }) => {
      test.setTimeout(90_000);
      const w = words[locale];
      const errors = watchConsole(page);
      const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
      const recipient = `Ospite Omaggio ${stamp}`;
      const email = `omaggio-${stamp}@example.com`;
      await signInStaff(page, 'manager', locale);

      await page.goto('/staff/vouchers');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectCleanPage(page);

      // Give: EUR 25 to a guest whose hunt was cut short; the voucher opens with its 'issue' entry.
      await page.getByRole('button', { name: w.give }).click();
      const give = page.getByRole('dialog');
      await give.getByLabel(w.amount).fill('25');
      await give.getByLabel(w.name).fill(recipient);
      await give.getByLabel(w.email).fill(email);
      await give.getByLabel(w.reason).fill(locale === 'it' ? 'Caccia interrotta dalla pioggia' : 'Hunt cut short by rain');
      await expectCleanPage(page);
      await give.getByRole('button', { name: w.submit }).click();
      const detail = page.getByRole('dialog');
      await expect(detail.getByRole('cell', { name: w.issued, exact: true })).toBeVisible();
      await expect(detail.getByText(w.active, { exact: true })).toBeVisible();
      const title = (await detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
      const last4 = title.trim().slice(-4);
      expect(last4).toMatch(/^[0-9A-Z]{4}$/);

      // The recipient gets the voucher, its code ending in those four characters.
      const mail = await waitForEmail({ kind: 'gift_voucher_delivery', to: email });
      expect(mail.text.replace(/[-\s]/g, '')).toContain(last4);
      await detail.getByRole('button', { name: w.close }).click();

      // Search: by the recipient, then by the last four characters of the code (lower case).
      const search = page.getByRole('searchbox', { name: w.search });
      await search.fill(stamp);
      await expect(page.getByRole('row').filter({ hasText: recipient })).toHaveCount(1);
      await search.fill(last4.toLowerCase());
      const row = page.getByRole('row').filter({ hasText: recipient });
      await expect(row).toHaveCount(1);
      await row.click();

      // The detail: the ledger, then void with a reason.
      const opened = page.getByRole('dialog');
      await expect(opened.getByRole('heading', { level: 2 })).toContainText(last4);
      await expectCleanPage(page);
      await opened.getByRole('button', { name: w.void }).click();
      await opened.getByLabel(w.reason).fill(locale === 'it' ? 'Emesso per errore' : 'Issued by mistake');
      await opened.getByRole('button', { name: w.confirmVoid }).click();
      await expect(opened.getByText(w.voided, { exact: true })).toBeVisible();
      await expect(opened.getByRole('cell', { name: w.adjustment, exact: true })).toBeVisible();
      await expect(opened.getByText(new RegExp(`${w.zero}\\s?€|€\\s?${w.zero}`)).first()).toBeVisible();
      await expect(opened.getByRole('button', { name: w.void })).toHaveCount(0);
      await opened.getByRole('button', { name: w.close }).click();
      await expect(page.getByRole('row').filter({ hasText: recipient }).getByText(w.voided)).toBeVisible();
      expect(errors()).toEqual([]);
    });
  });
}
