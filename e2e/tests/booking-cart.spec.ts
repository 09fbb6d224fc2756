import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';

/**
 * Console errors, leaving out the browser's own "Failed to load resource" line
 * for URLs matching `ignore` (a 404 the flow expects, or page media that the
 * public-routes spec checks).
 */
function watchConsoleExcept(page: Page, ignore: RegExp): () => string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (/Failed to load resource/.test(msg.text()) && ignore.test(msg.location().url)) return;
    errors.push(`${msg.text()} ${msg.location().url}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return () => errors;
}

/** The words the journey looks for, per language (Italian texts as docs/product.md gives them). */
const words = {
  it: {
    time: "Scegli l'orario",
    adults: 'Adulti',
    addChild: 'Aggiungi un bambino',
    discount: 'Codice sconto',
    valid: /Codice TARTUFO10 valido/,
    add: 'Aggiungi al carrello',
    cartTitle: 'Il tuo carrello',
    truffleName: 'Caccia al Tartufo',
    remove: /^Rimuovi .* dal carrello$/,
    clear: 'Svuota carrello',
    clearYes: 'Sì, svuota',
    empty: 'Il carrello è vuoto',
    cartButton: /carrello/i,
  },
  en: {
    time: 'Choose a time',
    adults: 'Adults',
    addChild: 'Add a child',
    discount: 'Discount code',
    valid: /Code TARTUFO10 is valid/,
    add: 'Add to cart',
    cartTitle: 'Your cart',
    truffleName: 'Truffle Hunt',
    remove: /^Remove .* from the cart$/,
    clear: 'Empty cart',
    clearYes: 'Yes, empty it',
    empty: 'Your cart is empty',
    cartButton: /cart/i,
  },
} as const;

type Locale = keyof typeof words;

/** Euros in either language: "153,00 €" or "€153.00". */
const euros = (n: number) => new RegExp(`${Math.trunc(n)}[.,]${String(Math.round((n % 1) * 100)).padStart(2, '0')}`);

/** Opens a landing page's widget (it loads when scrolled near) and picks the nth bookable day and its first time. */
async function pickSlot(page: Page, path: string, experience: 'truffle' | 'wine', dayIndex: number, w: (typeof words)[Locale]): Promise<Locator> {
  await page.goto(path);
  await page.locator(`[data-experience="${experience}"]`).first().scrollIntoViewIfNeeded();
  const widget = page.getByTestId(`booking-widget-${experience}`);
  await expect(widget).toBeVisible();
  const days = widget.getByRole('grid').locator('button:enabled');
  await expect(days.first()).toBeVisible();
  // Days far enough ahead that no slot has started; different per test so parallel runs do not meet.
  await days.nth(Math.min(dayIndex, (await days.count()) - 1)).click();
  const times = widget.getByRole('group', { name: w.time });
  await times.locator('input[type="radio"]:enabled').first().check();
  return widget;
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test(`truffle hunt with TARTUFO10 and a wine tasting through the cart (${locale})`, async ({ page }) => {
    test.setTimeout(120_000); // two pages, two bookings and three axe scans
    const errors = watchConsole(page);
    if (locale === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));

    // Truffle: 2 adults (the minimum) and 1 child, discount code, add to cart.
    const truffle = await pickSlot(page, '/truffle-hunting', 'truffle', locale === 'it' ? 3 : 5, w);
    await expect(truffle.getByRole('group', { name: w.adults }).locator('output')).toHaveText('2');
    await truffle.getByRole('button', { name: w.addChild }).click();
    const code = truffle.getByLabel(w.discount);
    await code.fill('TARTUFO10');
    await code.press('Enter');
    await expect(truffle.getByText(w.valid)).toBeVisible();
    await expect(truffle.getByTestId('widget-total')).toHaveText(euros(153));
    await expectNoHorizontalOverflow(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await truffle.getByRole('button', { name: w.add }).click();

    // The cart: the server's prices, 10 % off the truffle line, all of it paid now.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: w.cartTitle })).toBeVisible();
    const truffleLine = page.locator('[data-testid="cart-item"][data-type="truffleHunting"]');
    await expect(truffleLine).toHaveCount(1);
    await expect(truffleLine.getByRole('heading', { name: w.truffleName })).toBeVisible();
    await expect(truffleLine.getByTestId('cart-item-discount')).toContainText(euros(17));
    await expect(truffleLine.getByTestId('cart-item-total')).toHaveText(euros(153));
    await expect(page.getByTestId('cart-pay-now')).toHaveText(euros(153));
    await expect(page.getByTestId('cart-pay-later')).toHaveCount(0);
    await expect(page.getByTestId('hold-notice')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A wine tasting: paid later.
    const wine = await pickSlot(page, '/wine-tasting', 'wine', locale === 'it' ? 4 : 6, w);
    await wine.getByRole('button', { name: w.add }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('[data-testid="cart-item"]')).toHaveCount(2);
    await expect(page.getByTestId('cart-pay-later')).toBeVisible();
    await expect(page.getByTestId('cart-pay-now')).toHaveText(euros(153));
    await expectNoHorizontalOverflow(page);

    // The header's cart panel lists both and leads to /cart; Escape closes it.
    await page.locator('header').getByRole('button', { name: w.cartButton }).click();
    const panel = page.getByRole('dialog', { name: w.cartTitle });
    await expect(panel.getByTestId('cart-item')).toHaveCount(2);
    await expect(panel.locator('a[href="/cart"]')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // The stored cart for the header badge: 3 + 1 people.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: { participants: number }[]; backendCartId: string });
    expect(stored.items.map((i) => i.participants).sort()).toEqual([1, 3]);
    expect(stored.backendCartId).toMatch(/^[0-9a-f-]{36}$/);

    // Remove the wine tasting: it leaves at once and pay later goes with it.
    await page.locator('[data-testid="cart-item"][data-type="wineTasting"]').getByRole('button', { name: w.remove }).click();
    await expect(page.locator('[data-testid="cart-item"]')).toHaveCount(1);
    await expect(page.getByTestId('cart-pay-later')).toHaveCount(0);
    await expect(page.getByTestId('cart-grand-total')).toHaveText(euros(153));
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: unknown[] }).items.length)).toBe(1);

    // Empty the cart (releases the holds for the next run).
    await page.getByRole('button', { name: w.clear }).click();
    await page.getByRole('button', { name: w.clearYes }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    await expect(page.getByTestId('cart-empty').locator('a[href="/truffle-hunting"]')).toBeVisible();
    await expect(page.getByTestId('cart-empty').locator('a[href="/wine-tasting"]')).toBeVisible();

    expect(errors()).toEqual([]);
  });
}

test('a coupon in the URL opens the popup, and applying it goes to the truffle page with the code', async ({ page }) => {
  const errors = watchConsoleExcept(page, /\/media\//);
  await page.goto('/?coupon-code=TARTUFO10');
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { name: 'Codice sconto valido!' })).toBeVisible();
  await popup.getByRole('button', { name: 'Applica e prenota' }).click();
  await expect(page).toHaveURL(/\/truffle-hunting(#prenota)?$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').backendCartId)).toMatch(/^[0-9a-f-]{36}$/);

  // The widget reads the stored coupon once, removes it, and validates it.
  await page.locator('[data-experience="truffle"]').first().scrollIntoViewIfNeeded();
  const widget = page.getByTestId('booking-widget-truffle');
  await expect(widget.getByLabel('Codice sconto')).toHaveValue('TARTUFO10');
  await expect(widget.getByText(/Codice TARTUFO10 valido/)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('appliedCoupon'))).toBeNull();
  expect(errors()).toEqual([]);
});

test('an unknown code in the URL shows the not-registered outcome (English: couponCode)', async ({ page }) => {
  const errors = watchConsoleExcept(page, /\/api\/coupon\/validate\?code=NONESISTE99$/);
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/faq?couponCode=NONESISTE99');
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { name: 'This discount code is not registered' })).toBeVisible();
  await expect(popup.getByRole('link', { name: /\+39/ })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Continue with booking' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/faq$/);
  // The browser logs the 404 of the unknown code itself; nothing else may fail.
  expect(errors()).toEqual([]);
});

/** A cart made through the API with one truffle hunt, `days` ahead (to keep runs apart). */
async function cartWithTruffle(page: Page, days: number): Promise<string> {
  const api = page.request;
  const init = await (await api.post('/api/cart/init', { data: {} })).json();
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const { slots } = await (await api.get(`/api/experiences/available?experience_type=truffle&start_date=${date}&end_date=${date}`)).json();
  const slot = (slots as { id: number; capacity_free: number }[]).find((s) => s.capacity_free >= 2);
  expect(slot, `a truffle slot with 2 places on ${date}`).toBeTruthy();
  const add = await api.post('/api/cart/items', {
    data: { cart_id: init.cart_id, slot_id: slot!.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: false, language: 'IT' },
  });
  expect(add.status()).toBe(201);
  return init.cart_id as string;
}

test('the stored cart id is recovered at start, and the cart applies and removes a coupon', async ({ page }) => {
  const errors = watchConsoleExcept(page, /\/apply-coupon$/);
  const cartId = await cartWithTruffle(page, 21);
  await page.addInitScript((id) => localStorage.setItem('cart', JSON.stringify({ items: [], backendCartId: id, lastUpdated: null })), cartId);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-pay-now')).toHaveText(euros(170));

  const field = page.getByRole('textbox', { name: 'Codice sconto' });
  await field.fill('SCADUTO');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Codice sconto non valido' })).toBeVisible();

  await field.fill('BENVENUTO15');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('Codice BENVENUTO15 applicato.')).toBeVisible();
  await expect(page.getByTestId('cart-discount')).toHaveText(euros(15));
  await expect(page.getByTestId('cart-grand-total')).toHaveText(euros(155));

  await page.getByRole('button', { name: 'Rimuovi codice' }).click();
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
  await expect(page.getByTestId('cart-grand-total')).toHaveText(euros(170));
  await page.request.delete(`/api/cart/${cartId}/items`);
  expect(errors()).toEqual([]);
});

test('a stored cart the server does not know is dropped with its items and replaced', async ({ page }) => {
  const gone = '00000000-0000-4000-8000-000000000000';
  const errors = watchConsoleExcept(page, new RegExp(`/api/cart/${gone}$`));
  await page.addInitScript((id) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'cart',
      JSON.stringify({ items: [{ id: 'old', backendItemId: 'old', participants: 2, slotId: 1, name: 'Caccia al Tartufo' }], backendCartId: id, lastUpdated: null }),
    );
  }, gone);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').backendCartId as string | null)).toMatch(/^(?!00000000-)[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items)).toEqual([]);
  expect(errors()).toEqual([]);
});

test('widget and cart errors (availability, 409, failed removal)', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsoleExcept(page, /\/api\//);

  // Availability fails once: the reason and a retry that works.
  let failAvailability = true;
  await page.route('**/api/experiences/available?**', (route) =>
    failAvailability ? route.fulfill({ status: 500, json: { success: false, error: 'Internal server error', code: 'server_error' } }) : route.fallback(),
  );
  await page.goto('/truffle-hunting');
  await page.locator('[data-experience="truffle"]').scrollIntoViewIfNeeded();
  const widget = page.getByTestId('booking-widget-truffle');
  await expect(widget.getByText('Errore nel caricamento delle disponibilità')).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText(/HTTP 500: Internal server error/)).toBeVisible();
  failAvailability = false;
  await widget.getByRole('button', { name: 'Riprova' }).click();
  await expect(widget.getByRole('grid').locator('button:enabled').first()).toBeVisible();

  // The server says the slot is already in the cart (409): message and a way to the cart.
  await page.route('**/api/cart/items', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, json: { success: false, error: 'This slot is already in your cart', code: 'duplicate_item' } })
      : route.fallback(),
  );
  // The last day offered in the month shown: near the end of a month only one or two are left.
  await widget.getByRole('grid').locator('button:enabled').last().click();
  await widget.getByRole('group', { name: "Scegli l'orario" }).locator('input[type="radio"]:enabled').first().check();
  await widget.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(widget.getByText('Orario già nel carrello')).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/cart');
  await page.unroute('**/api/cart/items');

  // A real item, then a removal that fails: it comes back and the error box explains.
  await widget.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await page.route('**/api/cart/items/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { success: false, error: 'Internal server error', code: 'server_error' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: /^Rimuovi .* dal carrello$/ }).click();
  const box = page.getByRole('alert').filter({ hasText: 'Errore del sistema' });
  await expect(box).toContainText("Errore nella rimozione dell'elemento. Riprova tra qualche secondo.");
  await expect(box.getByRole('button', { name: 'Riprova' })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await page.unroute('**/api/cart/items/*');

  await page.getByRole('button', { name: 'Svuota carrello' }).click();
  await page.getByRole('button', { name: 'Sì, svuota' }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(errors()).toEqual([]);
});
