import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { queryServerDb } from '../support/server-data.ts';
import { screenshotOfScreen } from '../support/screenshots.ts';

/**
 * What a guest meets around the checkout: the seat hold's
 * countdown on the cart and every step, its warning and its end with the typed data kept and the
 * same seats held again in one click; a reload that resumes at the step; the cart wiped in every
 * open tab once the booking is done; a billing address abroad; the cart's sticky summary on a phone.
 */

const words = {
  it: {
    romeTime: '(ora di Roma)',
    heldFor: 'riservati per 20 minuti',
    checkout: 'Procedi al checkout',
    total: 'Totale',
    warning: /^Mancano meno di \d+ minut/,
    expired: 'Una prenotazione è stata tolta dal carrello perché la riserva dei posti è scaduta.',
    formKept: 'I dati che hai inserito restano qui.',
    rehold: 'Riserva di nuovo gli stessi posti',
    reholdDone: 'Fatto: i posti sono di nuovo riservati.',
    contactTitle: 'I tuoi contatti',
    billingTitle: 'Dati di fatturazione',
    reviewTitle: 'Riepilogo e pagamento',
    continue: 'Continua',
    email: 'Email',
    firstName: 'Nome',
    lastName: 'Cognome',
    prefix: 'Prefisso',
    phone: 'Telefono',
    types: { private_italy: 'Privato residente in Italia', private_foreign: "Privato residente all'estero" },
    fiscalCode: 'Codice fiscale',
    birthPlace: 'Stato di nascita',
    birthCity: 'Città di nascita',
    birthDate: 'Data di nascita',
    address: 'Indirizzo',
    city: 'Città',
    postalCode: 'CAP',
    postalCodeAbroad: 'Codice postale',
    province: 'Provincia',
    region: 'Stato, regione o contea (facoltativo)',
    country: 'Paese',
    uk: 'Regno Unito',
    badPostcode: 'Codice postale non valido per Regno Unito (es. NW1 6XE)',
    accept: 'Accetto',
    confirm: 'Conferma prenotazione',
    successTitle: 'Prenotazione confermata!',
    cartEmpty: 'Il carrello è vuoto',
  },
  en: {
    romeTime: '(Rome time)',
    heldFor: 'held for 20 minutes',
    checkout: 'Go to checkout',
    total: 'Total',
    warning: /^Less than \d+ minutes? left/,
    expired: 'One booking was taken out of your cart because its hold on the places ran out.',
    formKept: 'The details you entered are still here.',
    rehold: 'Hold the same places again',
    reholdDone: 'Done: your places are held again.',
    contactTitle: 'Your contact details',
    billingTitle: 'Billing details',
    reviewTitle: 'Review and pay',
    continue: 'Continue',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    prefix: 'Country code',
    phone: 'Phone',
    types: { private_italy: 'Private person resident in Italy', private_foreign: 'Private person resident abroad' },
    fiscalCode: 'Italian fiscal code (codice fiscale)',
    birthPlace: 'Country of birth',
    birthCity: 'City of birth',
    birthDate: 'Date of birth',
    address: 'Address',
    city: 'City',
    postalCode: 'Postcode',
    postalCodeAbroad: 'Postcode',
    province: 'Province',
    region: 'State, region or county (optional)',
    country: 'Country',
    uk: 'United Kingdom',
    badPostcode: 'Invalid postcode for United Kingdom (e.g. NW1 6XE)',
    accept: 'I accept',
    confirm: 'Confirm booking',
    successTitle: 'Booking confirmed!',
    cartEmpty: 'Your cart is empty',
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/** The header's cart badge (the number of people in the stored cart; absent when it is empty). */
const badge = (page: Page) => page.locator('header button[aria-haspopup="dialog"] > span[aria-hidden="true"]');

/** Wine tastings (2 adults each, `lines` slots of one day) in a new server cart, stored the front end's way; returns the cart id. */
async function seedWineCart(page: Page, lines = 1): Promise<string> {
  await page.goto('/faq');
  const offset = 8 + Math.floor(Math.random() * 100);
  return page.evaluate(
    async ({ offset, lines }) => {
      const json = async (res: Response) => {
        const body = (await res.json()) as Record<string, unknown>;
        if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
        return body;
      };
      const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(json);
      const cart = (await post('/api/cart/init', {})) as { cart_id: string };
      const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const available = (await fetch(`/api/experiences/available?experience_type=wine&start_date=${day}`).then(json)) as {
        slots: { id: number; capacity_free: number; category: string }[];
      };
      const slots = available.slots.filter((s) => s.capacity_free >= 2 && s.category === 'WINE').slice(0, lines);
      if (slots.length < lines) throw new Error(`no ${lines} wine slots from ${day}`);
      let added = { cart: { items: [] as Record<string, unknown>[] } };
      for (const slot of slots) {
        added = (await post('/api/cart/items', {
          cart_id: cart.cart_id,
          slot_id: slot.id,
          adults_count: 2,
          children_count: 0,
          chosen_category: 'WINE',
          language: 'IT',
        })) as typeof added;
      }
      const items = added.cart.items.map((i) => ({
        id: i.item_id,
        backendItemId: i.item_id,
        type: 'wineTasting',
        name: (i.name as { it: string }).it,
        date: i.date,
        time: i.start_time,
        language: i.language,
        adults: i.adults_count,
        children: i.children_count,
        participants: i.participants,
        quantity: 1,
        price: i.unit_price,
        totalFinalPrice: i.total,
        slotId: i.slot_id,
        chosenCategory: i.category,
      }));
      localStorage.setItem('cart', JSON.stringify({ items, backendCartId: cart.cart_id, lastUpdated: new Date().toISOString() }));
      localStorage.setItem('cart_id', cart.cart_id);
      return cart.cart_id;
    },
    { offset, lines },
  );
}

const continueButton = (page: Page, w: Words) => page.getByRole('button', { name: w.continue, exact: true });

async function fillContact(page: Page, w: Words, prefix = '+39') {
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(`extras.${Date.now()}@example.it`);
  await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Rossi');
  await page.getByRole('combobox', { name: w.prefix, exact: true }).selectOption(prefix);
  await page.getByRole('textbox', { name: w.phone, exact: true }).fill(prefix === '+44' ? '7400 123456' : '333 123 4567');
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test.describe(`checkout extras (${locale})`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await chooseLocale(page, locale);
    });

    test('the hold: countdown in Rome time, a warning, its end with the data kept, the same seats again in one click; a reload resumes; every tab is wiped', async ({
      page,
      context,
    }) => {
      const errors = watchConsole(page);
      const cartId = await seedWineCart(page);

      // The cart: when the hold ends (Rome time, the server's 20 minutes).
      await page.goto('/cart');
      const notice = page.getByTestId('hold-notice');
      await expect(notice).toContainText(w.romeTime);
      await expect(notice).toContainText(w.heldFor);
      await expect(notice).toHaveAttribute('data-phase', 'running');

      // Another tab on the cart, to see it emptied when the booking is done.
      const other = await context.newPage();
      await other.goto('/cart');
      await expect(badge(other)).toHaveText('2');

      // The hold will end in a few seconds (as if the guest had been typing for 20 minutes).
      await queryServerDb(`UPDATE cart_items SET hold_expires_at = now() + interval '10 seconds' WHERE cart_id = $1`, [cartId]);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 2, name: w.contactTitle })).toBeVisible();
      await expect(notice).toHaveAttribute('data-phase', 'ending');
      await expect(page.getByTestId('hold-live')).toHaveText(w.warning);
      await fillContact(page, w);
      await continueButton(page, w).click();
      await expect(page.getByRole('heading', { level: 2, name: w.billingTitle })).toBeFocused();
      await page.getByRole('textbox', { name: w.address, exact: true }).fill('Via Roma 1');

      // The end: the page stays, the typed data too, and the same seats can be held again.
      const expired = page.getByTestId('hold-expired');
      await expect(expired).toBeVisible({ timeout: 20_000 });
      await expect(expired).toContainText(w.expired);
      await expect(expired).toContainText(w.formKept);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('textbox', { name: w.address, exact: true })).toHaveValue('Via Roma 1');
      await expectAccessible(page, 'hold expired');
      await screenshotOfScreen(page, `hold-expired-${locale}`);
      await expired.getByRole('button', { name: w.rehold }).click();
      await expect(expired).toBeHidden();
      await expect(page.getByTestId('hold-live')).toHaveText(w.reholdDone);
      await expect(notice).toHaveAttribute('data-phase', 'running');

      // Billing, the review; a reload opens the review again.
      await page.getByRole('radio', { name: w.types.private_italy }).check();
      await page.getByRole('textbox', { name: w.fiscalCode }).fill('RSSMRA85T10A562S');
      await page.getByRole('textbox', { name: w.city, exact: true }).fill('Alba');
      await page.getByRole('textbox', { name: w.postalCode, exact: true }).fill('12051');
      await page.getByRole('textbox', { name: w.province, exact: true }).fill('cn');
      await page.getByRole('radio', { name: w.accept, exact: true }).check();
      await continueButton(page, w).click();
      await expect(page.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeFocused();
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeVisible();
      await expect(page.getByTestId('hold-notice')).toBeVisible();

      // Done: the success page wipes the cart, here and in the other tab (badge and page).
      await page.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.successTitle })).toBeVisible({ timeout: 15_000 });
      await expect(badge(page)).toHaveCount(0);
      await expect(badge(other)).toHaveCount(0);
      await expect(other.getByRole('heading', { name: w.cartEmpty })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => ({
            keys: ['cart_id', 'checkout_lead', 'checkout_billing', 'checkout_session_id'].filter((k) => localStorage.getItem(k) !== null),
            items: (JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}') as { items: unknown[] }).items.length,
            step: sessionStorage.getItem('checkout_step'),
          })),
        )
        .toEqual({ keys: [], items: 0, step: null });
      expect(errors()).toEqual([]);
    });

    test('billing abroad: the country from the phone prefix, a British postcode whole, a clear message, no province', async ({ page }) => {
      const errors = watchConsole(page);
      if (locale === 'en') await page.setViewportSize({ width: 390, height: 844 });
      await seedWineCart(page);
      await page.goto('/checkout');
      await fillContact(page, w, '+44');
      await continueButton(page, w).click();
      await expect(page.getByRole('heading', { level: 2, name: w.billingTitle })).toBeFocused();

      // +44 proposes the United Kingdom; abroad there is no province, only an optional region.
      const country = page.getByRole('combobox', { name: w.country });
      await expect(country).toHaveValue('GB');
      await expect(page.getByRole('textbox', { name: w.province, exact: true })).toHaveCount(0);
      await page.getByRole('radio', { name: w.types.private_foreign }).check();
      await page.getByRole('textbox', { name: w.birthPlace }).fill('UK');
      await page.getByRole('textbox', { name: w.birthCity }).fill('London');
      await page.getByRole('textbox', { name: w.birthDate }).fill('14/05/1985');
      await page.getByRole('textbox', { name: w.address, exact: true }).fill('221B Baker Street');
      await page.getByRole('textbox', { name: w.city, exact: true }).fill('London');
      const postcode = page.getByRole('textbox', { name: w.postalCodeAbroad, exact: true });
      await postcode.fill('NW1 6');
      await page.getByRole('textbox', { name: w.region }).fill('Greater London');
      await page.getByRole('radio', { name: w.accept, exact: true }).check();
      await continueButton(page, w).click();
      await expect(postcode).toBeFocused();
      await expect(page.getByText(w.badPostcode)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, 'billing abroad');
      // Nothing is cut short.
      await postcode.fill('NW1 6XE');
      await expect(postcode).toHaveValue('NW1 6XE');
      await continueButton(page, w).click();
      await expect(page.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeFocused();
      await expect(page.getByTestId('review-locality')).toHaveText('NW1 6XE London (Greater London)');
      await expect(page.locator('#main')).toContainText(w.uk);
      await page.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.successTitle })).toBeVisible({ timeout: 15_000 });
      expect(errors()).toEqual([]);
    });

    test('the cart on a phone: the total and the checkout button stay at the bottom of the screen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await seedWineCart(page, 3);
      await page.goto('/cart');
      const bar = page.getByTestId('cart-sticky-bar');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(w.total);
      await expect(bar.getByRole('link', { name: w.checkout })).toHaveAttribute('href', '/checkout');
      const box = await bar.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(844);
      await expectNoHorizontalOverflow(page);
      await screenshotOfScreen(page, `cart-390-${locale}`);
      // Once the summary itself is in view, the bar steps aside.
      await page.locator('#cart-summary').scrollIntoViewIfNeeded();
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await expect(bar).toBeHidden();
      await page.goto('/checkout');
      await screenshotOfScreen(page, `checkout-390-${locale}`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/cart');
      await expect(bar).toBeHidden();
      await screenshotOfScreen(page, `cart-1440-${locale}`);
      await page.goto('/checkout');
      await screenshotOfScreen(page, `checkout-1440-${locale}`);
    });
  });
}
