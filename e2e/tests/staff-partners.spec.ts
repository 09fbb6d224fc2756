import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { linkIn, queryServerDb, readOutbox, waitForEmail } from '../support/server-data.ts';
import { signInStaff } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * The back office's partners: a manager invites a company (the invitation
 * e-mail arrives with its one-time registration link), sends it again (a new link), revokes it,
 * changes a reseller's terms (a new dated row, the old one kept in the history), suspends it
 * with a reason (its users' sessions end at once, it is told by e-mail) and reactivates it.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    invite: 'Invita un partner',
    company: 'Ragione sociale',
    email: 'E-mail',
    reseller: 'Rivenditore',
    language: 'Lingua dell’e-mail',
    send: 'Invia l’invito',
    sent: (e: string) => `Invito inviato a ${e}.`,
    subject: (c: string) => `${c}: il vostro invito all’area partner della Tenuta`,
    resendOf: (e: string) => `Invia di nuovo l’invito a ${e}`,
    resent: (e: string) => `Nuovo invito inviato a ${e}: il link precedente non funziona più.`,
    revokeOf: (e: string) => `Revoca l’invito a ${e}`,
    revoked: (e: string) => `Invito a ${e} revocato.`,
    change: 'Cambia condizioni',
    netField: 'Sconto sulla tariffa netta (%)',
    net: '18,5',
    netShown: '18,5 %',
    creditField: 'Fido (€)',
    credit: '3000',
    creditShown: /3\.?000,00\s€/,
    creditUsed: /144,50\s€/,
    save: 'Salva le nuove condizioni',
    inForce: 'In vigore',
    replaced: 'Sostituita',
    suspend: 'Sospendi',
    suspendSubmit: 'Sospendi il partner',
    reason: 'Motivo',
    suspended: 'Sospeso',
    reactivate: 'Riattiva',
    reactivateSubmit: 'Riattiva il partner',
    active: 'Attivo',
    suspendedMail: 'Il vostro accesso all’area partner è sospeso',
  },
  en: {
    invite: 'Invite a partner',
    company: 'Company name',
    email: 'E-mail',
    reseller: 'Reseller',
    language: 'Language of the e-mail',
    send: 'Send the invitation',
    sent: (e: string) => `Invitation sent to ${e}.`,
    subject: (c: string) => `${c}: your invitation to the Tenuta partner area`,
    resendOf: (e: string) => `Send the invitation to ${e} again`,
    resent: (e: string) => `New invitation sent to ${e}: the previous link no longer works.`,
    revokeOf: (e: string) => `Revoke the invitation to ${e}`,
    revoked: (e: string) => `Invitation to ${e} revoked.`,
    change: 'Change terms',
    netField: 'Net-rate discount (%)',
    net: '18.5',
    netShown: '18.5 %',
    creditField: 'Credit limit (€)',
    credit: '3000',
    creditShown: /€3,000\.00/,
    creditUsed: '€144.50',
    save: 'Save the new terms',
    inForce: 'In force',
    replaced: 'Replaced',
    suspend: 'Suspend',
    suspendSubmit: 'Suspend the partner',
    reason: 'Reason',
    suspended: 'Suspended',
    reactivate: 'Reactivate',
    reactivateSubmit: 'Reactivate the partner',
    active: 'Active',
    suspendedMail: 'Your access to the partner area is suspended',
  },
} as const;

async function expectCleanPage(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

/** An active reseller with terms in force and its owner signed in (a session whose token only this test knows). */
async function reseller(company: string, email: string, locale: Locale): Promise<{ id: number; userId: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await queryServerDb<{ id: number; user_id: number }>(
    `WITH p AS (
       INSERT INTO partners (partner_type, status, source, company_name, email, locale, vat_number, city)
       VALUES ('reseller', 'active', 'invite', $1, $2, $3, 'IT01234567890', 'Alba') RETURNING id),
     c AS (
       INSERT INTO partner_contracts (partner_id, valid_from, net_discount_bps, payment_terms, payment_days, credit_limit_cents)
       SELECT id, now() - interval '30 days', 1500, 'on_account', 30, 200000 FROM p),
     u AS (
       INSERT INTO partner_users (partner_id, email, name, role, status, password_hash, locale)
       SELECT id, $2, 'Marta Gallo', 'owner', 'active', 'unused', $3 FROM p RETURNING id),
     s AS (
       INSERT INTO partner_sessions (user_id, token_hash, expires_at) SELECT id, $4, now() + interval '12 hours' FROM u)
     SELECT p.id, u.id AS user_id FROM p, u`,
    [company, email, locale, createHash('sha256').update(token, 'utf8').digest('base64url')],
  );
  return { id: Number(row!.id), userId: Number(row!.user_id) };
}

/** An on-account order of the reseller, on a slot of its own far ahead (no other journey's seats are touched). */
async function resellerOrder(partnerId: number, userId: number, stamp: string): Promise<{ id: number; number: string }> {
  const number = `BK-E2E-${stamp.toUpperCase()}`;
  const minutes = parseInt(stamp.slice(-4), 16) % 50_000;
  const [row] = await queryServerDb<{ id: number }>(
    `WITH s AS (
       INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents)
       SELECT id, 'TRUFFLE', timestamptz '2031-03-01 09:00+01' + make_interval(mins => $4::int * 10), 180, 8, ARRAY['IT','EN'], 8500
         FROM experiences WHERE slug = 'caccia-al-tartufo' RETURNING id)
     INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents,
                           customer_name, locale, payment_status, partner_id, partner_user_id, partner_reference, partner_net_cents, partner_payment)
     SELECT $1, s.id, 'TRUFFLE', 2, 0, false, 'IT', 'confirmed', 8500, 17000, 17000, 'Famiglia Bianchi', 'it', 'on_account', $2, $3, 'RV-118', 14450, 'on_account' FROM s
     RETURNING id`,
    [number, partnerId, userId, minutes],
  );
  return { id: Number(row!.id), number };
}

for (const [locale, width] of [
  ['it', 390],
  ['en', 1440],
] as const) {
  test.describe(`staff partners (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a manager invites a partner, changes a reseller’s terms, suspends and reactivates it', async ({ page }) => {
      test.setTimeout(90_000);
      const w = words[locale];
      const errors = watchConsole(page);
      const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
      await signInStaff(page, 'manager', locale);

      // Invite a company: the e-mail arrives with its registration link; send again; revoke.
      const company = `Langhe Viaggi ${stamp}`;
      const email = `booking.${stamp}@langheviaggi.example`;
      await page.goto('/staff/partners');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: locale === 'it' ? 'Inviti' : 'Invitations' })).toBeVisible();
      await screenshot(page, `partners-${locale}-${width}`);
      await expectCleanPage(page);
      await page.getByRole('button', { name: w.invite }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.company).fill(company);
      await dialog.getByLabel(w.email, { exact: true }).fill(email);
      await dialog.getByLabel(w.reseller).check();
      await dialog.getByLabel(w.language).selectOption(locale);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `invite-dialog-${locale}-${width}`);
      await dialog.getByRole('button', { name: w.send }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status')).toHaveText(w.sent(email));
      const mail = await waitForEmail({ kind: 'partner_invite', to: email });
      expect(mail.subject).toBe(w.subject(company));
      const link = linkIn(mail.text, '/partner/register?token=');
      // The link opens the registration page in the invitation's language.
      expect(link).toMatch(new RegExp(`^/partner/register\\?token=[\\w-]{43}&lang=${locale}$`));
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toBeVisible();

      await row.getByRole('button', { name: w.resendOf(email) }).click();
      await expect(page.getByRole('status')).toHaveText(w.resent(email));
      await expect.poll(() => readOutbox({ kind: 'partner_invite', to: email }).length, { timeout: 20_000 }).toBe(2);
      const second = linkIn(readOutbox({ kind: 'partner_invite', to: email }).at(-1)!.text, '/partner/register?token=');
      expect(second).not.toBe(link);
      page.once('dialog', (d) => void d.accept());
      await page
        .getByRole('row')
        .filter({ hasText: email })
        .getByRole('button', { name: w.revokeOf(email) })
        .click();
      await expect(page.getByRole('status')).toHaveText(w.revoked(email));
      await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
      const open = await queryServerDb(`SELECT id FROM partner_tokens WHERE email = $1 AND used_at IS NULL AND revoked_at IS NULL`, [email]);
      expect(open).toHaveLength(0);

      // A reseller's terms: a new dated row; the old one stays in the history.
      const partnerEmail = `agenzia.${stamp}@roeroviaggi.example`;
      const partner = await reseller(`Roero Viaggi ${stamp}`, partnerEmail, locale);
      const order = await resellerOrder(partner.id, partner.userId, stamp);
      await page.goto(`/staff/partners/${partner.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Roero Viaggi ${stamp}` })).toBeVisible();
      await screenshot(page, `partner-${locale}-${width}`);
      await expectCleanPage(page);
      await page.getByRole('button', { name: w.change }).click();
      const terms = page.getByRole('dialog');
      await terms.getByLabel(w.netField).fill(w.net);
      await terms.getByLabel(w.creditField).fill(w.credit);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `terms-dialog-${locale}-${width}`);
      await terms.getByRole('button', { name: w.save }).click();
      await expect(terms).toBeHidden();
      const card = page.getByRole('region', { name: locale === 'it' ? 'Condizioni in vigore' : 'Terms in force' });
      await expect(card).toContainText(w.netShown);
      await expect(card).toContainText(w.creditShown);
      await expect(page.getByRole('row').filter({ hasText: w.inForce })).toHaveCount(1);
      await expect(page.getByRole('row').filter({ hasText: w.replaced })).toHaveCount(1);

      // Suspend with a reason: the owner's session ends at once and the partner is told; then reactivate.
      const reason = locale === 'it' ? 'Fatture scadute da oltre 90 giorni' : 'Invoices overdue by more than 90 days';
      await page.getByRole('button', { name: w.suspend, exact: true }).click();
      const suspend = page.getByRole('dialog');
      await expect(suspend.getByRole('button', { name: w.suspendSubmit })).toBeDisabled();
      await suspend.getByLabel(w.reason).fill(reason);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `suspend-dialog-${locale}-${width}`);
      await suspend.getByRole('button', { name: w.suspendSubmit }).click();
      await expect(suspend).toBeHidden();
      await expect(page.getByText(reason).first()).toBeVisible();
      await expect(page.getByRole('button', { name: w.reactivate, exact: true })).toBeVisible();
      const sessions = await queryServerDb<{ ended_at: Date | null; end_reason: string | null }>(`SELECT ended_at, end_reason FROM partner_sessions WHERE user_id = $1`, [
        partner.userId,
      ]);
      expect(sessions).toEqual([{ ended_at: expect.any(Date), end_reason: 'partner_suspended' }]);
      const notice = await waitForEmail({ kind: 'partner_status_changed', to: partnerEmail });
      expect(notice.subject).toBe(w.suspendedMail);
      expect(notice.text).toContain(reason);
      await screenshot(page, `partner-suspended-${locale}-${width}`);
      await expectCleanPage(page);

      const back = locale === 'it' ? 'Pagamenti saldati' : 'Invoices settled';
      await page.getByRole('button', { name: w.reactivate, exact: true }).click();
      const reactivate = page.getByRole('dialog');
      await reactivate.getByLabel(w.reason).fill(back);
      await reactivate.getByRole('button', { name: w.reactivateSubmit }).click();
      await expect(reactivate).toBeHidden();
      await expect(page.getByRole('button', { name: w.suspend, exact: true })).toBeVisible();
      const [status] = await queryServerDb<{ status: string; status_reason: string }>(`SELECT status, status_reason FROM partners WHERE id = $1`, [partner.id]);
      expect(status).toEqual({ status: 'active', status_reason: back });
      await screenshot(page, `partner-reactivated-${locale}-${width}`);

      // Its orders link to the booking; the list shows it with the credit it uses.
      const orderRow = page.getByRole('row').filter({ hasText: order.number });
      await expect(orderRow).toContainText('RV-118');
      await orderRow.getByRole('link', { name: order.number }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/bookings/${order.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: order.number })).toBeVisible();
      await page.goto(`/staff/partners?q=${encodeURIComponent(`Roero Viaggi ${stamp}`)}`);
      const listed = page.getByRole('row').filter({ hasText: `Roero Viaggi ${stamp}` });
      await expect(listed).toContainText(w.active);
      await expect(listed).toContainText(w.creditUsed);
      await screenshot(page, `partners-search-${locale}-${width}`);
      expect(errors()).toEqual([]);
    });
  });
}
