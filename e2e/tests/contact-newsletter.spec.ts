import { expect, test, type Page } from '../support/test.ts';
import { expectLang, expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { linkIn, queryServerDb, readOutbox, waitForEmail, type SentEmail } from '../support/server-data.ts';

/**
 * The contact form and the newsletter (double opt-in) against the real server:
 * messages reach the staff by e-mail, and the confirmation link of the real
 * newsletter_confirm e-mail confirms, then unsubscribes.
 */

type Locale = 'it' | 'en';

const words = {
  it: {
    name: 'Nome e cognome',
    email: 'E-mail',
    phone: 'Telefono',
    subject: 'Argomento',
    message: 'Messaggio',
    privacy: /Ho letto l'informativa sulla privacy/,
    send: 'Invia il messaggio',
    sentTitle: 'Grazie, abbiamo ricevuto il tuo messaggio!',
    summary: 'Il messaggio non è stato inviato: controlla i campi evidenziati.',
    badEmail: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    shortMessage: 'Il messaggio è troppo breve: scrivi almeno 10 caratteri.',
    noPrivacy: "Per poterti rispondere abbiamo bisogno del tuo consenso all'informativa sulla privacy.",
    staffSubject: 'Messaggio dal sito: Caccia al tartufo',
    nlEmail: 'E-mail',
    nlName: /^Nome/,
    nlConsent: /Voglio ricevere la newsletter/,
    subscribe: 'Iscriviti',
    checkInbox: 'Controlla la tua casella di posta',
    noConsent: 'Per iscriverti serve il tuo consenso a ricevere la newsletter.',
    confirmTitle: "Conferma l'iscrizione",
    confirmButton: "Conferma l'iscrizione",
    confirmed: 'Iscrizione confermata, grazie!',
    unsubscribeLink: "annullare l'iscrizione",
    unsubscribeButton: "Annulla l'iscrizione",
    unsubscribed: 'Iscrizione annullata',
    usedLink: 'Link non valido o già usato',
    mailSubject: 'Conferma la tua iscrizione alla newsletter della Tenuta',
  },
  en: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    privacy: /I have read the privacy notice/,
    send: 'Send message',
    sentTitle: 'Thank you, we have received your message!',
    summary: 'Your message was not sent: please check the highlighted fields.',
    badEmail: 'Please enter a valid e-mail address, for example name@example.com.',
    shortMessage: 'Your message is too short: please write at least 10 characters.',
    noPrivacy: 'To answer you we need your consent to the privacy notice.',
    staffSubject: 'Messaggio dal sito: Caccia al tartufo', // staff e-mails are in Italian
    nlEmail: 'E-mail',
    nlName: /^First name/,
    nlConsent: /I would like to receive the newsletter/,
    subscribe: 'Subscribe',
    checkInbox: 'Check your inbox',
    noConsent: 'To subscribe we need your consent to receive the newsletter.',
    confirmTitle: 'Confirm your subscription',
    confirmButton: 'Confirm subscription',
    confirmed: 'Subscription confirmed, thank you!',
    unsubscribeLink: 'unsubscribe',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You have been unsubscribed',
    usedLink: 'Invalid or already used link',
    mailSubject: 'Please confirm your subscription to the Tenuta newsletter',
  },
} as const;

const unique = (what: string, locale: Locale) => `${what}.${locale}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/** The staff e-mail about the message from `guestEmail` (several tests write to the same staff address). */
async function staffEmailFrom(guestEmail: string, timeoutMs = 20_000): Promise<SentEmail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox({ kind: 'staff_contact_message' }).find((m) => m.text.includes(guestEmail));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no staff_contact_message about ${guestEmail}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function openContact(page: Page, locale: Locale) {
  await chooseLocale(page, locale);
  await page.goto('/contatti');
  await expectLang(page, locale);
  const form = page.getByTestId('contact-form');
  await form.waitFor();
  return form;
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test.describe(`contact form (${locale})`, () => {
    test('is sent with the keyboard alone, and the staff get the message by e-mail', async ({ page }) => {
      test.setTimeout(60_000); // waits for the e-mail worker
      const errors = watchConsole(page);
      const form = await openContact(page, locale);
      const guest = unique('ospite', locale);
      await form.getByRole('textbox', { name: w.name }).focus();
      await page.keyboard.type('Giulia Rossi');
      await page.keyboard.press('Tab');
      await page.keyboard.type(guest);
      await page.keyboard.press('Tab');
      await page.keyboard.type('+39 333 1234567');
      await page.keyboard.press('Tab'); // subject select
      await expect(form.getByRole('combobox', { name: w.subject })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(form.getByRole('combobox', { name: w.subject })).toHaveValue('truffle_hunt');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Buongiorno, siamo in sei e vorremmo una caccia al tartufo a novembre.\nGrazie!');
      await expect(form.getByText(/^77 (di|of) 4000/)).toBeVisible(); // the counter follows the text
      await page.keyboard.press('Tab'); // privacy checkbox
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name: w.privacy })).toBeChecked();
      await page.keyboard.press('Tab'); // the privacy policy link inside the label
      await page.keyboard.press('Tab'); // the honeypot is skipped: next is the button
      await expect(form.getByRole('button', { name: w.send })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { name: w.sentTitle })).toBeFocused();
      await expect(page.getByTestId('contact-success')).toContainText(guest);

      const mail = await staffEmailFrom(guest);
      expect(mail.to).toContain('staff@tenuta.example');
      expect(mail.subject).toBe(`${w.staffSubject} · Giulia Rossi`);
      expect(mail.text).toContain('siamo in sei e vorremmo una caccia al tartufo a novembre.\nGrazie!');
      expect(mail.text).toContain(locale === 'it' ? 'Lingua: italiano' : 'Lingua: inglese');
      const [row] = await queryServerDb<{ message: string; locale: string; privacy_accepted_at: Date | null }>(
        'SELECT message, locale, privacy_accepted_at FROM contact_messages WHERE email = $1',
        [guest],
      );
      expect(row).toMatchObject({ locale });
      expect(row!.privacy_accepted_at).not.toBeNull();
      expect(errors()).toEqual([]);
    });

    test('a validation error is shown, localized, next to its field', async ({ page }) => {
      const form = await openContact(page, locale);
      await form.getByRole('textbox', { name: w.name }).fill('Giulia Rossi');
      await form.getByRole('textbox', { name: w.email }).fill('giulia@');
      await form.getByRole('textbox', { name: w.message }).fill('Ciao');
      await form.getByRole('button', { name: w.send }).click();

      await expect(form.getByRole('alert')).toHaveText(w.summary);
      const email = form.getByRole('textbox', { name: w.email });
      await expect(email).toBeFocused(); // the first field with an error
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(w.badEmail);
      await expect(form.getByRole('textbox', { name: w.message })).toHaveAccessibleDescription(new RegExp(w.shortMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(form.getByRole('checkbox', { name: w.privacy })).toHaveAccessibleDescription(w.noPrivacy);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Corrected as the guest types; nothing was sent.
      await email.fill('giulia@example.com');
      await expect(form.getByText(w.badEmail)).toHaveCount(0);
      expect(await queryServerDb('SELECT 1 FROM contact_messages WHERE email = $1', ['giulia@'])).toEqual([]);
    });
  });

  test.describe(`newsletter (${locale})`, () => {
    test('sign up in the footer, confirm with the link from the e-mail, then unsubscribe', async ({ page }) => {
      test.setTimeout(60_000); // a whole journey, with a wait for the e-mail worker
      const errors = watchConsole(page);
      await chooseLocale(page, locale);
      await page.goto('/');
      await expectLang(page, locale);
      const block = page.getByTestId('newsletter-signup');
      await block.scrollIntoViewIfNeeded();
      const address = unique('lettore', locale);
      await block.getByRole('textbox', { name: w.nlEmail }).fill(address);
      await block.getByRole('textbox', { name: w.nlName }).fill('Marta');
      // Without consent: a localized error next to the checkbox, nothing sent.
      await block.getByRole('button', { name: w.subscribe }).click();
      const consent = block.getByRole('checkbox', { name: w.nlConsent });
      await expect(consent).toBeFocused();
      await expect(consent).toHaveAccessibleDescription(w.noConsent);
      await consent.check();
      await block.getByRole('button', { name: w.subscribe }).click();
      await expect(block.getByText(w.checkInbox)).toBeFocused();

      const mail = await waitForEmail({ kind: 'newsletter_confirm', to: address });
      expect(mail.subject).toBe(w.mailSubject);
      expect(mail.text).toContain(locale === 'it' ? 'Gentile Marta,' : 'Dear Marta,');
      const confirmLink = linkIn(mail.text, '/newsletter/confirm?token=');

      await page.goto(confirmLink);
      await expect(page.getByRole('heading', { level: 1, name: w.confirmTitle })).toBeVisible();
      // Opening the link changes nothing: mail scanners open links too.
      expect((await queryServerDb<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = $1', [address]))[0]?.status).toBe('pending');
      await page.getByRole('button', { name: w.confirmButton }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.confirmed })).toBeFocused();
      expect((await queryServerDb<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = $1', [address]))[0]?.status).toBe('confirmed');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);

      await page.getByRole('link', { name: w.unsubscribeLink, exact: true }).click();
      await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
      await page.getByRole('button', { name: w.unsubscribeButton }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.unsubscribed })).toBeFocused();
      expect((await queryServerDb<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = $1', [address]))[0]?.status).toBe('unsubscribed');

      // The confirmation link was single-use.
      await page.goto(confirmLink);
      await page.getByRole('button', { name: w.confirmButton }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.usedLink })).toBeFocused();
      expect(errors().filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  });
}
