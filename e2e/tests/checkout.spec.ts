import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations } from '../support/page-checks.ts';

/**
 * The checkout journeys (docs/product.md, Checkout) against the real server and
 * its payment simulator: wine tastings confirmed without payment, truffle hunts
 * paid by card (success, decline, 3-D Secure), validation and the success page.
 */

type Locale = 'it' | 'en';

/** Italian texts as docs/product.md gives them; English as the site says them. */
const words = {
  it: {
    title: 'Completa la prenotazione',
    steps: ['Contatti', 'Fatturazione', 'Pagamento'],
    contactTitle: 'I tuoi contatti',
    billingTitle: 'Dati di fatturazione',
    reviewTitle: 'Riepilogo e pagamento',
    continue: 'Continua',
    back: 'Indietro',
    backToCart: 'Torna al carrello',
    email: 'Email',
    firstName: 'Nome',
    lastName: 'Cognome',
    prefix: 'Prefisso',
    customPrefix: 'Prefisso internazionale',
    phone: 'Telefono',
    notes: 'Note',
    alertRequired: 'Compila tutti i campi obbligatori',
    alertEmail: 'Email non valida',
    alertInvalid: 'Controlla i campi evidenziati',
    required: 'Campo obbligatorio',
    badPrefix: 'Inserisci un prefisso da 1 a 999, solo cifre',
    types: { private_italy: 'Privato residente in Italia', private_foreign: "Privato residente all'estero", business: 'Azienda o libero professionista' },
    fiscalCode: 'Codice fiscale',
    badFiscalCode: 'Codice fiscale non valido: controlla i 16 caratteri',
    birthPlace: 'Stato di nascita',
    birthCity: 'Città di nascita',
    birthDate: 'Data di nascita',
    company: 'Ragione sociale',
    vat: 'Partita IVA',
    sdi: 'Codice SDI',
    sdiOrPec: 'Indica il codice SDI oppure la PEC',
    address: 'Indirizzo',
    city: 'Città',
    postalCode: 'CAP',
    province: 'Provincia',
    privacy: 'Privacy',
    accept: 'Accetto',
    confirm: 'Conferma prenotazione',
    pay: /^Paga ora/,
    creating: 'Creazione sessione di pagamento...',
    completed: 'Prenotazione completata!',
    redirecting: 'Reindirizzamento a Stripe...',
    successTitle: 'Prenotazione confermata!',
    wineSection: 'Degustazione Vini - Confermato',
    truffleSection: 'Caccia al Tartufo - Pagato',
    confirmed: 'Confermato',
    payOnSite: 'Da pagare in loco',
    paid: 'Pagato',
    people2: '2 persone',
    people3: '3 persone',
    nextEarly: "Arriva 15 minuti prima dell'orario di inizio.",
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cardName: "Nome dell'intestatario",
    declined: 'Carta rifiutata',
    challenge: 'Verifica 3D Secure',
    approve: 'Approva',
    fail: 'Fallisci',
    authFailed: /Autenticazione/,
    cancelSite: 'Annulla e torna al sito',
    cancelTitle: 'Pagamento Annullato',
    polling: 'Processamento pagamento in corso...',
    attempt: (n: number) => `Tentativo ${n} di 30`,
    invalidStatus: 'Stato sessione non valido: expired',
    loadFailed: 'Errore nel caricamento dei dettagli',
    noData: 'Nessun dato di prenotazione trovato',
    retry: 'Riprova',
    home: 'Torna alla home',
  },
  en: {
    title: 'Complete your booking',
    steps: ['Contact', 'Billing', 'Payment'],
    contactTitle: 'Your contact details',
    billingTitle: 'Billing details',
    reviewTitle: 'Review and pay',
    continue: 'Continue',
    back: 'Back',
    backToCart: 'Back to cart',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    prefix: 'Country code',
    customPrefix: 'International dialling code',
    phone: 'Phone',
    notes: 'Notes',
    alertRequired: 'Please fill in all required fields',
    alertEmail: 'Invalid email',
    alertInvalid: 'Please check the highlighted fields',
    required: 'This field is required',
    badPrefix: 'Enter a dialling code from 1 to 999, digits only',
    types: { private_italy: 'Private person resident in Italy', private_foreign: 'Private person resident abroad', business: 'Company or self-employed' },
    fiscalCode: 'Italian fiscal code (codice fiscale)',
    badFiscalCode: 'Invalid fiscal code: check the 16 characters',
    birthPlace: 'Country of birth',
    birthCity: 'City of birth',
    birthDate: 'Date of birth',
    company: 'Company name',
    vat: 'VAT number',
    sdi: 'SDI code',
    sdiOrPec: 'Enter the SDI code or the PEC address',
    address: 'Address',
    city: 'City',
    postalCode: 'Postcode',
    province: 'Province',
    privacy: 'Privacy',
    accept: 'I accept',
    confirm: 'Confirm booking',
    pay: /^Pay now/,
    creating: 'Creating the payment session...',
    completed: 'Booking complete!',
    redirecting: 'Redirecting to Stripe...',
    successTitle: 'Booking confirmed!',
    wineSection: 'Wine Tasting - Confirmed',
    truffleSection: 'Truffle Hunt - Paid',
    confirmed: 'Confirmed',
    payOnSite: 'To pay on site',
    paid: 'Paid',
    people2: '2 people',
    people3: '3 people',
    nextEarly: 'Arrive 15 minutes before the start time.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cardName: 'Name on card',
    declined: 'Card declined',
    challenge: '3D Secure verification',
    approve: 'Approve',
    fail: 'Fail',
    authFailed: /Authentication/,
    cancelSite: 'Cancel and return to the site',
    cancelTitle: 'Payment Cancelled',
    polling: 'Payment being processed...',
    attempt: (n: number) => `Attempt ${n} of 30`,
    invalidStatus: 'Invalid session status: expired',
    loadFailed: 'Error loading the details',
    noData: 'No booking data found',
    retry: 'Try again',
    home: 'Back to home',
  },
} as const;
type Words = (typeof words)[Locale];

/**
 * Console errors and page errors. Left out: the browser's own "Failed to load
 * resource" line for the simulator's hosted page (a decline answers 402, as
 * Stripe's would) and for its missing favicon.
 */
function watchErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (/Failed to load resource/.test(msg.text()) && /\/api\/payments\/simulator\/|favicon\.ico$/.test(msg.location().url)) return;
    errors.push(`${msg.text()} ${msg.location().url}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return () => errors;
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

/**
 * Puts one experience in a new server cart from the page (POST /api/cart/init,
 * POST /api/cart/items) and stores it the front end's way: localStorage `cart` =
 * { items, backendCartId, lastUpdated } with the cart feature's item shape.
 */
async function seedCart(page: Page, experience: 'wine' | 'truffle', children = 0): Promise<string> {
  await page.goto('/faq');
  // Dates spread over the calendar so parallel and repeated runs meet free slots.
  const offset = 8 + Math.floor(Math.random() * 100);
  return page.evaluate(
    async ({ experience, children, offset }) => {
      const json = async (res: Response) => {
        const body = (await res.json()) as Record<string, unknown>;
        if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
        return body;
      };
      const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(json);
      const cart = (await post('/api/cart/init', {})) as { cart_id: string };
      const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const available = (await fetch(`/api/experiences/available?experience_type=${experience}&start_date=${day}`).then(json)) as {
        slots: { id: number; capacity_free: number; is_vip_blocked: boolean }[];
      };
      const slot = available.slots.find((s) => s.capacity_free >= 2 + children);
      if (!slot) throw new Error(`no ${experience} slot from ${day}`);
      const added = (await post('/api/cart/items', {
        cart_id: cart.cart_id,
        slot_id: slot.id,
        adults_count: 2,
        children_count: children,
        chosen_category: experience === 'wine' ? 'WINE' : 'TRUFFLE',
        vip_upgrade: false,
        language: 'IT',
      })) as { cart: { coupon_code: string | null; items: ({ name: { it: string }; discount_amount: number } & Record<string, unknown>)[] } };
      const items = added.cart.items.map((i) => ({
        id: i.item_id,
        backendItemId: i.item_id,
        type: i.category === 'TRUFFLE' ? 'truffleHunting' : 'wineTasting',
        name: i.name.it,
        date: i.date,
        time: i.start_time,
        language: i.language,
        adults: i.adults_count,
        children: i.children_count,
        participants: i.participants,
        quantity: 1,
        price: i.unit_price,
        originalPrice: i.unit_price,
        totalOriginalPrice: i.subtotal,
        totalFinalPrice: i.total,
        isVip: i.vip_upgrade,
        vipSupplement: i.vip_supplement,
        requiresPayment: i.requires_payment,
        experienceId: i.experience_id,
        slotId: i.slot_id,
        discountCode: null,
        discountAmount: i.discount_amount,
        hasDiscount: i.discount_amount > 0,
        chosenCategory: i.category,
      }));
      localStorage.setItem('cart', JSON.stringify({ items, backendCartId: cart.cart_id, lastUpdated: new Date().toISOString() }));
      localStorage.setItem('cart_id', cart.cart_id);
      return cart.cart_id;
    },
    { experience, children, offset },
  );
}

async function openCheckout(page: Page, locale: Locale) {
  await page.goto('/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1, name: words[locale].title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words[locale].contactTitle })).toBeVisible();
}

const continueButton = (page: Page, w: Words) => page.getByRole('button', { name: w.continue, exact: true });

async function fillContact(page: Page, w: Words) {
  await page.getByRole('textbox', { name: w.email, exact: true }).fill('anna.rossi@example.it');
  await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Rossi');
  await page.getByRole('textbox', { name: w.phone, exact: true }).fill('333 123 4567');
}

type Billing = 'private_italy' | 'private_foreign' | 'business';

async function fillBilling(page: Page, w: Words, type: Billing) {
  await page.getByRole('radio', { name: w.types[type] }).check();
  if (type === 'private_italy') await page.getByRole('textbox', { name: w.fiscalCode }).fill('RSSMRA85T10A562S');
  if (type === 'private_foreign') {
    await page.getByRole('textbox', { name: w.birthPlace }).fill('Deutschland');
    await page.getByRole('textbox', { name: w.birthCity }).fill('München');
    await page.getByRole('textbox', { name: w.birthDate }).fill('14/05/1985');
  }
  if (type === 'business') {
    await page.getByRole('textbox', { name: w.company }).fill('Vini Rossi Srl');
    await page.getByRole('textbox', { name: w.vat }).fill('01234567897');
    await page.getByRole('textbox', { name: w.sdi }).fill('ABC1234');
  }
  await page.getByRole('textbox', { name: w.address, exact: true }).fill('Via Roma 1');
  await page.getByRole('textbox', { name: w.city, exact: true }).fill('Alba');
  await page.getByRole('textbox', { name: w.postalCode, exact: true }).fill('12051');
  await page.getByRole('textbox', { name: w.province, exact: true }).fill('cn');
  await page.getByRole('radio', { name: w.accept, exact: true }).check();
}

/** Steps 1 and 2 filled correctly, ending on the review. */
async function toReview(page: Page, w: Words, type: Billing) {
  await fillContact(page, w);
  await continueButton(page, w).click();
  await expect(page.getByRole('heading', { level: 2, name: w.billingTitle })).toBeFocused();
  await fillBilling(page, w, type);
  await continueButton(page, w).click();
  await expect(page.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeFocused();
}

/** From the review, pay by card on the simulator's hosted page. */
async function payOnSimulator(page: Page, w: Words, card: string) {
  await page.getByRole('button', { name: w.pay }).click();
  await page.waitForURL(/\/api\/payments\/simulator\/checkout\//);
  await fillCard(page, w, card);
}

async function fillCard(page: Page, w: Words, card: string) {
  await page.getByLabel(w.cardNumber).fill(card);
  await page.getByLabel(w.expiry).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel(w.cardName).fill('Anna Rossi');
  await page.locator('form button[type="submit"]').click();
}

async function expectTruffleSuccess(page: Page, w: Words) {
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: w.successTitle })).toBeVisible({ timeout: 15_000 });
  const section = page.getByTestId('success-truffle');
  await expect(section.getByRole('heading', { level: 2, name: w.truffleSection })).toBeVisible();
  await expect(section.getByTestId('booking-number')).toHaveText(/^BK-[A-Z0-9]+$/);
  await expect(section.getByTestId('booking-card').locator('[data-status]')).toContainText(w.paid);
  await expectCheckoutWiped(page);
}

/** After completion the cart and every checkout key leave localStorage (docs/product.md, Checkout submit). */
async function expectCheckoutWiped(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => ({
        keys: ['checkout_lead', 'checkout_billing', 'checkout_session_id', 'cart_id'].filter((k) => localStorage.getItem(k) !== null),
        items: (JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}') as { items: unknown[] }).items.length,
      })),
    )
    .toEqual({ keys: [], items: 0 });
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test.describe(`checkout (${locale})`, () => {
    // Whole journeys with axe on every step, against the real server and its simulator.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    });

    test('a wine tasting: three steps with validation, confirmed without payment, success page with BK- number', async ({ page }) => {
      const errors = watchErrors(page);
      // Italian on a desktop, English on a 390 px phone.
      if (locale === 'en') await page.setViewportSize({ width: 390, height: 844 });
      await seedCart(page, 'wine');
      await openCheckout(page, locale);
      await expectNoHorizontalOverflow(page);

      // Step indicator: contact is current.
      const steps = page.getByRole('navigation', { name: locale === 'it' ? 'Passaggi del checkout' : 'Checkout steps' });
      await expect(steps.locator('[aria-current="step"]')).toContainText(w.steps[0]);
      await expect(page.getByTestId('checkout-item')).toHaveCount(1);
      await expect(page.getByTestId('checkout-pay-later')).toBeVisible();
      await expect(page.getByTestId('checkout-pay-now')).toHaveCount(0);
      await expectAccessible(page, 'step 1');

      // Nothing filled in: the documented alert, inline errors linked to their fields, focus on the first.
      await continueButton(page, w).click();
      await expect(page.getByTestId('checkout-alert')).toHaveText(w.alertRequired);
      const email = page.getByRole('textbox', { name: w.email, exact: true });
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(w.required);
      await expectAccessible(page, 'step 1 with errors');
      await expectNoHorizontalOverflow(page);

      // An email with a space: 'Email non valida'.
      await fillContact(page, w);
      await email.fill('anna rossi@example.it');
      await continueButton(page, w).click();
      await expect(page.getByTestId('checkout-alert')).toHaveText(w.alertEmail);
      await email.fill('anna.rossi@example.it');

      // The phone placeholder follows the prefix; 'other' asks for a numeric prefix of 1 to 999.
      const phone = page.getByRole('textbox', { name: w.phone, exact: true });
      const prefix = page.getByRole('combobox', { name: w.prefix, exact: true });
      await expect(phone).toHaveAttribute('placeholder', '333 123 4567');
      await prefix.selectOption('+44');
      await expect(phone).toHaveAttribute('placeholder', '7400 123456');
      await prefix.selectOption('other');
      const custom = page.getByRole('textbox', { name: w.customPrefix });
      await custom.fill('0a');
      await expect(custom).toHaveValue('0');
      await continueButton(page, w).click();
      await expect(custom).toBeFocused();
      await expect(page.getByText(w.badPrefix)).toBeVisible();
      await custom.fill('353');
      await page.getByRole('textbox', { name: w.notes, exact: true }).fill('Un ospite è celiaco');
      await continueButton(page, w).click();

      // Step 2, and back to step 1 with everything kept.
      await expect(page.getByRole('heading', { level: 2, name: w.billingTitle })).toBeFocused();
      await expect(steps.locator('[aria-current="step"]')).toContainText(w.steps[1]);
      await expectAccessible(page, 'step 2');
      await page.getByRole('button', { name: w.back, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.contactTitle })).toBeFocused();
      await expect(email).toHaveValue('anna.rossi@example.it');
      await expect(custom).toHaveValue('353');
      await continueButton(page, w).click();

      // A fiscal code with a wrong check letter is refused inline.
      await fillBilling(page, w, 'private_italy');
      const fiscalCode = page.getByRole('textbox', { name: w.fiscalCode });
      await fiscalCode.fill('RSSMRA85T10A562T');
      await continueButton(page, w).click();
      await expect(page.getByTestId('checkout-alert')).toHaveText(w.alertInvalid);
      await expect(fiscalCode).toBeFocused();
      await expect(fiscalCode).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(w.badFiscalCode)).toBeVisible();
      await expectAccessible(page, 'step 2 with errors');
      await expectNoHorizontalOverflow(page);

      // Changing the billing type clears the other types' fields.
      await page.getByRole('radio', { name: w.types.business }).check();
      await expect(fiscalCode).toHaveCount(0);
      await continueButton(page, w).click();
      await expect(page.getByRole('textbox', { name: w.company })).toBeFocused();
      await expect(page.getByText(w.sdiOrPec, { exact: true })).toBeVisible();
      await page.getByRole('radio', { name: w.types.private_italy }).check();
      await expect(fiscalCode).toHaveValue('');
      await fiscalCode.fill('RSSMRA85T10A562S');
      await continueButton(page, w).click();

      // Step 3: the review, the server's totals and the confirm button (nothing to pay now).
      await expect(page.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeFocused();
      await expect(steps.locator('[aria-current="step"]')).toContainText(w.steps[2]);
      await expect(page.getByText('+353 333 123 4567')).toBeVisible();
      await expect(page.getByText('RSSMRA85T10A562S')).toBeVisible();
      await expect(page.getByTestId('checkout-pay-now')).toHaveCount(0);
      await expect(page.getByTestId('checkout-pay-later')).toBeVisible();
      await expectAccessible(page, 'step 3');
      await expectNoHorizontalOverflow(page);
      const stored = await page.evaluate(() => ({
        lead: JSON.parse(localStorage.getItem('checkout_lead') ?? '{}') as Record<string, unknown>,
        billing: JSON.parse(localStorage.getItem('checkout_billing') ?? '{}') as Record<string, unknown>,
      }));
      expect(stored.lead).toMatchObject({ email: 'anna.rossi@example.it', phonePrefix: 'other', customPrefix: '353' });
      expect(stored.billing).toMatchObject({ billingType: 'private_italy', fiscalCode: 'RSSMRA85T10A562S', companyName: '', privacyAccepted: true });

      // Confirm: 'Prenotazione completata!', then the success page from sessionStorage.
      await page.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByTestId('checkout-processing')).toContainText(w.completed);
      await page.waitForURL(/\/checkout\/success$/);
      await expect(page.getByRole('heading', { level: 1, name: w.successTitle })).toBeVisible();
      const section = page.getByTestId('success-wine');
      await expect(section.getByRole('heading', { level: 2, name: w.wineSection })).toBeVisible();
      await expect(section.getByTestId('booking-number')).toHaveText(/^BK-[A-Z0-9]+$/);
      const card = section.getByTestId('booking-card');
      await expect(card.locator('[data-status]')).toContainText(w.confirmed);
      await expect(card).toContainText(w.payOnSite);
      await expect(card).toContainText(w.people2);
      await expect(page.getByTestId('success-email')).toContainText('anna.rossi@example.it');
      await expect(page.getByText(w.nextEarly)).toBeVisible();
      const wineData = await page.evaluate(() => JSON.parse(sessionStorage.getItem('wine_booking_data') ?? 'null') as Record<string, unknown> | null);
      expect(wineData).toMatchObject({ email: 'anna.rossi@example.it', total_amount: expect.any(Number), checkout_session_id: expect.any(String) });
      await expectCheckoutWiped(page);
      await expectAccessible(page, 'success');
      await expectNoHorizontalOverflow(page);

      // A reload still shows this tab's confirmation.
      await page.reload();
      await expect(page.getByTestId('success-wine').getByTestId('booking-number')).toHaveText(/^BK-/);
      expect(errors()).toEqual([]);
    });

    test('a truffle hunt paid with 4242 4242 4242 4242 reaches the success page', async ({ page }) => {
      const errors = watchErrors(page);
      await seedCart(page, 'truffle', 1);
      await openCheckout(page, locale);
      await toReview(page, w, locale === 'it' ? 'business' : 'private_foreign');
      await expect(page.getByTestId('checkout-pay-now')).toBeVisible();
      await expect(page.getByTestId('checkout-pay-later')).toHaveCount(0);
      await expect(page.getByTestId('checkout-item-price')).toContainText('× 2');
      await expectAccessible(page, 'step 3 (truffle)');
      // A card payment is due: the page leaves for the hosted payment page at once, so a probe records
      // what it says on the way out, and the session id stored by then (read back after the return).
      await page.evaluate(() => {
        const seen: string[] = [];
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="checkout-processing"] [role="status"]')?.textContent ?? '';
          if (!text || seen[seen.length - 1] === text) return;
          seen.push(text);
          localStorage.setItem('e2e_probe', JSON.stringify({ seen, sessionId: localStorage.getItem('checkout_session_id') }));
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await payOnSimulator(page, w, '4242 4242 4242 4242');
      await expectTruffleSuccess(page, w);
      const probe = await page.evaluate(() => JSON.parse(localStorage.getItem('e2e_probe') ?? '{}') as { seen?: string[]; sessionId?: string | null });
      expect(probe.seen?.[0]).toBe(w.creating);
      expect(probe.seen?.at(-1)).toBe(w.redirecting);
      expect(probe.sessionId).toMatch(/\S{8,}/);
      await expect(page.getByTestId('booking-card')).toContainText(w.people3);
      await expectAccessible(page, 'success (truffle)');
      expect(errors()).toEqual([]);
    });

    test('a declined card (4000 0000 0000 0002) shows the decline and lets the guest retry', async ({ page }) => {
      const errors = watchErrors(page);
      await seedCart(page, 'truffle');
      await openCheckout(page, locale);
      await toReview(page, w, 'private_italy');
      await payOnSimulator(page, w, '4000 0000 0000 0002');
      await expect(page.getByRole('alert')).toContainText(w.declined);
      await expect(page).toHaveURL(/\/api\/payments\/simulator\/checkout\//);
      await fillCard(page, w, '4242 4242 4242 4242');
      await expectTruffleSuccess(page, w);
      expect(errors()).toEqual([]);
    });

    test('3-D Secure (4000 0027 6000 3184) approved', async ({ page }) => {
      const errors = watchErrors(page);
      await seedCart(page, 'truffle');
      await openCheckout(page, locale);
      await toReview(page, w, 'private_italy');
      await payOnSimulator(page, w, '4000 0027 6000 3184');
      await expect(page.getByRole('heading', { name: w.challenge })).toBeVisible();
      await page.getByRole('button', { name: w.approve, exact: true }).click();
      await expectTruffleSuccess(page, w);
      expect(errors()).toEqual([]);
    });

    test('3-D Secure failed: the message, back to the site with the cart saved, then paid on a retry', async ({ page }) => {
      const errors = watchErrors(page);
      await seedCart(page, 'truffle');
      await openCheckout(page, locale);
      await toReview(page, w, 'private_italy');
      await payOnSimulator(page, w, '4000 0027 6000 3184');
      await page.getByRole('button', { name: w.fail, exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(w.authFailed);
      await page.getByRole('link', { name: w.cancelSite }).click();
      await page.waitForURL(/\/checkout\/cancel$/);
      await expect(page.getByRole('heading', { level: 1, name: w.cancelTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: /contatt|contact/i }).last()).toHaveAttribute('href', '/contatti');
      await expectAccessible(page, 'cancel');
      // The checkout data is still there: back to the checkout at the step the guest left (the review), everything restored.
      await page.getByRole('link', { name: locale === 'it' ? 'Riprova il pagamento' : 'Try the payment again' }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeVisible();
      await expect(page.locator('#main')).toContainText('anna.rossi@example.it');
      await expect(page.locator('#main')).toContainText('RSSMRA85T10A562S');
      await expect(page.getByTestId('checkout-item')).toHaveCount(1);
      // Both steps came back from localStorage; a second payment session on the same cart succeeds.
      await payOnSimulator(page, w, '4242 4242 4242 4242');
      await expectTruffleSuccess(page, w);
      expect(errors()).toEqual([]);
    });
  });
}

test.describe('checkout edge cases', () => {
  test.describe.configure({ timeout: 90_000 });
  test('a server error shows the message with Back and Retry, and a double click submits once', async ({ page }) => {
    const w = words.it;
    const errors = watchErrors(page);
    await seedCart(page, 'wine');
    await openCheckout(page, 'it');
    await toReview(page, w, 'private_italy');
    let posts = 0;
    await page.route('**/api/cart/*/checkout-session', async (route) => {
      posts += 1;
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Servizio momentaneamente non disponibile', code: 'unavailable' }),
      });
    });
    await page.getByRole('button', { name: w.confirm }).dblclick();
    await expect(page.getByTestId('checkout-processing')).toContainText(w.creating);
    await expect(page.getByTestId('checkout-error').getByRole('alert')).toHaveText('Servizio momentaneamente non disponibile');
    expect(posts).toBe(1);
    await expectAccessible(page, 'error panel');
    await page.getByRole('button', { name: w.retry, exact: true }).click();
    await expect(page.getByRole('button', { name: w.confirm })).toBeVisible();

    // A network failure without a server message: the documented fallback.
    await page.unroute('**/api/cart/*/checkout-session');
    await page.route('**/api/cart/*/checkout-session', (route) => route.abort('failed'));
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByTestId('checkout-error').getByRole('alert')).toHaveText('Errore nella creazione della sessione');
    await page.getByRole('button', { name: w.back, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: w.billingTitle })).toBeFocused();

    // Now for real.
    await page.unroute('**/api/cart/*/checkout-session');
    await continueButton(page, w).click();
    await page.getByRole('button', { name: w.confirm }).click();
    await page.waitForURL(/\/checkout\/success$/);
    await expect(page.getByTestId('booking-number')).toHaveText(/^BK-/);
    // The aborted request is the browser's own console line; nothing else may fail.
    expect(errors().filter((e) => !/ERR_FAILED|Failed to load resource/.test(e))).toEqual([]);
  });

  test('an unexpected session answer goes to /checkout/cancel with the documented message', async ({ page }) => {
    const w = words.it;
    await seedCart(page, 'wine');
    await openCheckout(page, 'it');
    await toReview(page, w, 'private_italy');
    await page.route('**/api/cart/*/checkout-session', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, status: 'open', stripe_session_url: null, wine_bookings: [] }) }),
    );
    await page.getByRole('button', { name: w.confirm }).click();
    await page.waitForURL(/\/checkout\/cancel$/);
    await expect(page.getByRole('heading', { level: 1, name: w.cancelTitle })).toBeVisible();
    await expect(page.getByTestId('cancel-error')).toHaveText('Errore durante il checkout. Riprova.');
  });

  test('the success page polls an open session (every 2.5 s, "Tentativo N di 30") until completed', async ({ page }) => {
    const w = words.it;
    const errors = watchErrors(page);
    let calls = 0;
    const booking = {
      booking_id: 1,
      booking_number: 'BK-TEST1234',
      slot_datetime: '2026-12-05T08:00:00.000Z',
      people_count: 1,
      adults_count: 1,
      children_count: 0,
      language: 'EN',
      is_vip: true,
      total_amount: 135,
      status: 'PAID',
      payment_status: 'PAID',
      slot_details: { category: 'TRUFFLE', experience_name: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, date: '2026-12-05', start_time: '09:00' },
    };
    await page.route('**/api/checkout-sessions/cs_poll', (route) => {
      calls += 1;
      const status = calls < 3 ? 'open' : 'completed';
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            checkout_session_id: 'cs_poll',
            status,
            email: 'g@example.it',
            bookings: status === 'completed' ? [booking] : [],
            total_bookings: 1,
            total_paid: 135,
            total_pay_on_site: 0,
            coupon_code: null,
            discount_total: 0,
          },
        }),
      });
    });
    await page.goto('/checkout/success?session_id=cs_poll');
    await expect(page.getByRole('heading', { level: 1, name: w.polling })).toBeVisible();
    await expect(page.getByTestId('success-attempt')).toHaveText(w.attempt(1));
    await expect(page.getByTestId('success-attempt')).toHaveText(w.attempt(2), { timeout: 4_000 });
    await expect(page.getByTestId('booking-number')).toHaveText('BK-TEST1234', { timeout: 4_000 });
    expect(calls).toBe(3);
    const card = page.getByTestId('booking-card');
    // Rome time (09:00 in winter), singular persona, language, VIP badge.
    await expect(card).toContainText('09:00');
    await expect(card).toContainText('1 persona');
    await expect(card).toContainText('Inglese');
    await expect(card).toContainText('Upgrade VIP');
    await expect(card).toContainText(/sabato 5 dicembre 2026/i);
    expect(errors()).toEqual([]);
  });

  test('the success page reports an invalid status, an unknown session and missing data', async ({ page }) => {
    const w = words.it;
    await page.route('**/api/checkout-sessions/cs_expired', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            checkout_session_id: 'cs_expired',
            status: 'expired',
            email: '',
            bookings: [],
            total_bookings: 0,
            total_paid: 0,
            total_pay_on_site: 0,
            coupon_code: null,
            discount_total: 0,
          },
        }),
      }),
    );
    await page.goto('/checkout/success?session_id=cs_expired');
    await expect(page.getByTestId('success-error')).toHaveText(w.invalidStatus);

    // The real server does not know this id.
    await page.goto('/checkout/success?session_id=does-not-exist');
    await expect(page.getByTestId('success-error')).toHaveText(w.loadFailed);
    await expect(page.getByRole('link', { name: w.home })).toHaveAttribute('href', '/');
    await expectAccessible(page, 'success error');

    // No session id and nothing in sessionStorage: the message, then /checkout/cancel after 2 s.
    await page.goto('/checkout/success');
    await expect(page.getByTestId('success-error')).toHaveText(w.noData);
    await page.waitForURL(/\/checkout\/cancel$/, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: w.cancelTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna al carrello' })).toHaveAttribute('href', '/cart');
  });

  test('with an empty cart the checkout returns to /cart', async ({ page }) => {
    await page.goto('/checkout');
    await page.waitForURL(/\/cart$/);
  });

  test('keyboard only: step 1 to step 3 without a mouse', async ({ page }) => {
    const w = words.it;
    await seedCart(page, 'wine');
    await openCheckout(page, 'it');
    await page.getByRole('textbox', { name: w.email, exact: true }).focus();
    await page.keyboard.type('anna.rossi@example.it');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Rossi');
    await page.keyboard.press('Tab'); // prefix (kept at +39)
    await page.keyboard.press('Tab');
    await page.keyboard.type('3331234567');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: w.billingTitle })).toBeFocused();
    // The billing type radios: arrow keys move between them.
    await page.getByRole('radio', { name: w.types.private_italy }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: w.types.private_foreign })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: w.types.private_italy })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('RSSMRA85T10A562S');
    for (const value of ['Via Roma 1', 'Alba', '12051', 'CN']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab'); // country (Italia)
    await page.keyboard.press('Tab'); // privacy policy link
    await page.keyboard.press('Tab'); // accept / decline radios
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: w.accept, exact: true })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeFocused();
  });
});
