import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { queryServerDb, waitForEmail } from '../support/server-data.ts';
import { signInStaff } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * The back office's coupons, reviews and inbox: a manager creates a
 * fixed-amount coupon that the public validation then accepts, approves a pending review (its
 * e-mail link is spent with it), and replies to a contact message, which reaches the guest by
 * e-mail in the guest's language.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    newCoupon: 'Nuovo codice',
    code: 'Codice',
    fixed: 'Importo fisso',
    euro: 'Importo in euro',
    amount: '12,50',
    shown: '12,50',
    maxUses: 'Utilizzi massimi',
    create: 'Crea il codice',
    uses: '0 su 10',
    active: 'Attivo',
    bookingsEmpty: 'Nessuna prenotazione ha ancora usato questo codice.',
    close: 'Chiudi',
    bookings: /^Prenotazioni \(0\)/,
    approve: (name: string) => `Approva la recensione di ${name}`,
    approved: (name: string) => `Recensione di ${name} pubblicata.`,
    published: 'Pubblicate',
    reply: (name: string) => `Rispondi a ${name}`,
    yourReply: 'La tua risposta',
    send: 'Invia la risposta',
    sent: (email: string) => `Risposta inviata a ${email}.`,
    answered: 'Risposti',
    subject: 'Risposta al tuo messaggio: Degustazione vini',
    signed: 'Un caro saluto,',
  },
  en: {
    newCoupon: 'New coupon',
    code: 'Code',
    fixed: 'Fixed amount',
    euro: 'Amount in euros',
    amount: '12.50',
    shown: '12.50',
    maxUses: 'Max uses',
    create: 'Create coupon',
    uses: '0 of 10',
    active: 'Active',
    bookingsEmpty: 'No booking has used this code yet.',
    close: 'Close',
    bookings: /^Bookings \(0\)/,
    approve: (name: string) => `Approve the review by ${name}`,
    approved: (name: string) => `Review by ${name} published.`,
    published: 'Published',
    reply: (name: string) => `Reply to ${name}`,
    yourReply: 'Your reply',
    send: 'Send reply',
    sent: (email: string) => `Reply sent to ${email}.`,
    answered: 'Answered',
    subject: 'Reply to your message: Wine tasting',
    signed: 'Kind regards,',
  },
} as const;

async function expectCleanPage(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

/** A pending review of the truffle hunt with a moderation link whose token only this test knows. */
async function pendingReview(author: string, locale: Locale): Promise<{ token: string }> {
  const token = randomBytes(32).toString('base64url');
  await queryServerDb(
    `INSERT INTO reviews (experience_id, author_name, author_city, rating, title, body, locale, status, moderation_token_hash)
     SELECT id, $1, 'Bra', 4, $2, $3, $4, 'pending', $5 FROM experiences WHERE slug = 'caccia-al-tartufo'`,
    [
      author,
      locale === 'it' ? 'Una mattina nel bosco' : 'A morning in the woods',
      locale === 'it' ? 'Il cane ha trovato due tartufi e la guida è stata bravissima.' : 'The dog found two truffles and our guide was wonderful.',
      locale,
      createHash('sha256').update(token, 'utf8').digest('hex'),
    ],
  );
  return { token };
}

for (const [locale, width] of [
  ['it', 390],
  ['en', 1440],
] as const) {
  test.describe(`staff coupons, reviews and messages (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a manager creates a coupon, approves a review and replies to a message', async ({ page }) => {
      test.setTimeout(90_000);
      const w = words[locale];
      const errors = watchConsole(page);
      const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();
      const [manager] = await queryServerDb<{ name: string }>(`SELECT name FROM staff_accounts WHERE email = 'manager@tenuta.example'`);
      const firstName = manager!.name.split(' ')[0]!;
      await signInStaff(page, 'manager', locale);

      // Coupons: create a fixed EUR 12.50 coupon with 10 uses; the public validation accepts it.
      const code = `E2E-${locale.toUpperCase()}-${stamp}`;
      await page.goto('/staff/coupons');
      await expect(page.getByRole('table')).toBeVisible();
      await screenshot(page, `coupons-${locale}-${width}`);
      await expectCleanPage(page);
      await page.getByRole('button', { name: w.newCoupon }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.code, { exact: true }).fill(code.toLowerCase());
      await dialog.getByLabel(w.fixed).check();
      await dialog.getByLabel(w.euro).fill(w.amount);
      await dialog.getByLabel(w.maxUses).fill('10');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `coupon-dialog-${locale}-${width}`);
      await dialog.getByRole('button', { name: w.create }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText(w.shown);
      await expect(row).toContainText(w.uses);
      await expect(row).toContainText(w.active);
      const validation = await page.request.get(`/api/coupon/validate?code=${code}`);
      expect(await validation.json()).toMatchObject({ is_valid: true, discount_type: 'fixed', discount_amount: 12.5, max_uses: 10, current_uses: 0 });
      await row.getByRole('button', { name: w.bookings }).click();
      await expect(page.getByRole('dialog')).toContainText(w.bookingsEmpty);
      await page.getByRole('dialog').getByRole('button', { name: w.close }).click();
      await expect(page.getByRole('dialog')).toBeHidden();

      // Reviews: approve a pending one; its e-mail link is then spent.
      const author = `Ospite ${stamp}`;
      const review = await pendingReview(author, locale);
      await page.goto('/staff/reviews');
      await expect(page.getByRole('button', { name: w.approve(author) })).toBeVisible();
      await screenshot(page, `reviews-${locale}-${width}`);
      await expectCleanPage(page);
      await page.getByRole('button', { name: w.approve(author) }).click();
      await expect(page.getByRole('status')).toHaveText(w.approved(author));
      await expect(page.getByRole('button', { name: w.approve(author) })).toHaveCount(0);
      expect((await page.request.get(`/api/reviews/moderate?token=${review.token}`)).status()).toBe(404);
      await page.getByRole('link', { name: w.published }).click();
      await expect(page.getByRole('row').filter({ hasText: author })).toContainText('manager@tenuta.example');

      // Messages: a guest writes in the contact form; the manager replies from the inbox.
      const guestEmail = `guest.${stamp.toLowerCase()}@example.com`;
      const guest = `Guest ${stamp}`;
      const contact = await page.request.post('/api/contact', {
        data: {
          name: guest,
          email: guestEmail,
          subject: 'wine_tasting',
          message: 'We are six friends: can we book a private tasting on Saturday?',
          privacy_accepted: true,
          locale,
          website: '',
        },
      });
      expect(contact.status()).toBe(201);
      await page.goto('/staff/messages');
      await expect(page.getByRole('button', { name: w.reply(guest) })).toBeVisible();
      await screenshot(page, `messages-${locale}-${width}`);
      await expectCleanPage(page);
      await page.getByRole('button', { name: w.reply(guest) }).click();
      const replyDialog = page.getByRole('dialog');
      await expect(replyDialog).toContainText('can we book a private tasting on Saturday?');
      // The reply opens with one greeting in the guest's language, which the staff member may change.
      await expect(replyDialog.getByLabel(w.yourReply)).toHaveValue(`${locale === 'it' ? 'Gentile' : 'Dear'} ${guest},\n\n`);
      await replyDialog
        .getByLabel(w.yourReply)
        .fill(locale === 'it' ? 'Certo: sabato alle 11 vi aspettiamo in cantina.' : 'Of course: we expect you at the cellar on Saturday at 11.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `reply-dialog-${locale}-${width}`);
      await replyDialog.getByRole('button', { name: w.send }).click();
      await expect(replyDialog).toBeHidden();
      await expect(page.getByRole('status')).toHaveText(w.sent(guestEmail));
      const mail = await waitForEmail({ kind: 'contact_reply', to: guestEmail });
      expect(mail.subject).toBe(w.subject);
      expect(mail.text).toContain(`${w.signed}\n${firstName}\n`);
      expect(mail.text).not.toContain('six friends');
      await page.getByRole('link', { name: w.answered }).click();
      await expect(page.getByRole('row').filter({ hasText: guestEmail })).toBeVisible();
      await screenshot(page, `messages-answered-${locale}-${width}`);
      expect(errors()).toEqual([]);
    });
  });
}
