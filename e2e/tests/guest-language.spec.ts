import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { axeOn, chooseLocale, expectLang } from '../support/page-checks.ts';

/**
 * Language and words: every visible string and date follows the page's language, the words say
 * what is true (children, the confirmation e-mail), codes read upper case, slot languages come in
 * one order, and the pages' structure reads well to assistive technology.
 */

const words = {
  it: {
    region: 'Piemonte, Italia',
    otherRegion: 'Piedmont, Italy',
    children: /fino a 10 bambini gratis/,
    confirm: 'via e-mail, subito dopo la prenotazione.',
    wrongPromise: /24 ore/,
    discount: 'Codice sconto',
    valid: /Codice TARTUFO10 valido/,
    time: "Scegli l'orario",
  },
  en: {
    region: 'Piedmont, Italy',
    otherRegion: 'Piemonte, Italia',
    children: /up to 10 children go free/,
    confirm: 'by e-mail, as soon as you have booked.',
    wrongPromise: /24 hours/,
    discount: 'Discount code',
    valid: /Code TARTUFO10 is valid/,
    time: 'Choose a time',
  },
} as const;

/** Axe rules for structure: headings in order, landmarks with unique names. */
async function structureViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withRules(['heading-order', 'landmark-unique']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openTruffleWidget(page: Page) {
  await page.locator('[data-experience="truffle"]').first().scrollIntoViewIfNeeded();
  const widget = page.getByTestId('booking-widget-truffle');
  await expect(widget).toBeVisible();
  return widget;
}

/** A truffle slot some weeks ahead, as the API lists it. */
async function truffleSlot(request: APIRequestContext, daysAhead: number): Promise<{ id: number; date: string; start_time: string }> {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/experiences/available?experience_type=truffle&start_date=${day}&end_date=${day}&start_time=14:00`);
  const slots = ((await res.json()) as { slots: { id: number; date: string; start_time: string; capacity_free: number }[] }).slots;
  const slot = slots.find((s) => s.capacity_free >= 2);
  expect(slot, `a free 14:00 hunt on ${day}`).toBeTruthy();
  return slot!;
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test(`places are written in the page's language (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale);
    for (const path of ['/', '/truffle-hunting', '/contatti']) {
      await page.goto(path);
      await expectLang(page, locale);
      await expect(page.getByRole('contentinfo')).toContainText(w.region);
      await expect(page.locator('body')).not.toContainText(w.otherRegion);
    }
    await page.goto('/wine-tasting');
    await expectLang(page, locale);
    const where = page.locator('#dove-siamo');
    await where.scrollIntoViewIfNeeded();
    await expect(where.locator('address')).toContainText(locale === 'en' ? 'Alba (CN), Piedmont' : 'Alba (CN), Piemonte');
  });

  test(`the words say what is true: children, the confirmation e-mail (${locale})`, async ({ page, request }) => {
    await chooseLocale(page, locale);
    await page.goto('/prenota-ora');
    await expectLang(page, locale);
    await expect(page.locator('main')).toContainText(w.confirm);
    await expect(page.locator('main')).not.toContainText(w.wrongPromise);
    // Both widgets load: their month navigations must carry different names.
    for (const experience of ['truffle', 'wine'] as const) {
      await page.locator(`[data-experience="${experience}"]`).first().scrollIntoViewIfNeeded();
      await expect(page.getByTestId(`booking-widget-${experience}`)).toBeVisible();
    }
    await expect(page.getByTestId('booking-widget-truffle')).toContainText(w.children);
    expect(await structureViolations(page)).toEqual([]);

    const faq = (await (await request.get('/data/faq.json')).text()).replace(/<[^>]+>/g, '');
    expect(faq).not.toMatch(/24 ore|24 hours/);
    await page.goto('/faq');
    await expectLang(page, locale);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await structureViolations(page)).toEqual([]);
  });

  test(`codes read upper case and slot languages come in one order (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale);
    await page.goto('/truffle-hunting');
    await expectLang(page, locale);
    const widget = await openTruffleWidget(page);
    const code = widget.getByLabel(w.discount);
    await code.fill('tartufo10');
    await code.press('Enter');
    await expect(widget.getByText(w.valid)).toBeVisible();

    await widget.getByRole('navigation').getByRole('button').last().click();
    await widget
      .getByRole('grid')
      .locator('button:enabled')
      .nth(locale === 'it' ? 14 : 15)
      .click();
    const options = widget.getByRole('group', { name: w.time }).getByTestId('slot-option');
    await expect(options.first()).toBeVisible();
    for (const option of await options.all()) await expect(option).toContainText('IT / EN');
  });

  test(`the payment page writes the date as the language does (${locale})`, async ({ page, request }) => {
    const slot = await truffleSlot(request, locale === 'it' ? 40 : 41);
    const cart = (await (await request.post('/api/cart/init', { data: {} })).json()) as { cart_id: string };
    const added = await request.post('/api/cart/items', {
      data: { cart_id: cart.cart_id, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: false, language: locale.toUpperCase() },
    });
    expect(added.status()).toBe(201);
    const session = await request.post(`/api/cart/${cart.cart_id}/checkout-session`, {
      data: {
        email: `language-${locale}@example.com`,
        locale,
        customer_data: {
          name: 'Maria',
          surname: 'Rossi',
          phone: '+39 333 1234567',
          country: 'Italia',
          notes: '',
          billing_type: 'private_italy',
          fiscal_code: 'RSSMRA85T10A562S',
          address: 'Via Roma 1',
          city: 'Alba',
          postal_code: '12051',
          province: 'CN',
          billing_country: 'Italia',
          privacy_accepted: true,
        },
        success_url: '/checkout/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: '/checkout/cancel',
      },
    });
    expect(session.status(), await session.text()).toBeLessThan(300);
    const { stripe_session_url } = (await session.json()) as { stripe_session_url: string };
    await page.goto(stripe_session_url);
    const [y, m, d] = slot.date.split('-');
    const items = page.locator('ul.items');
    await expect(items).toContainText(`${d}/${m}/${y} ${slot.start_time}`);
    await expect(items).not.toContainText(slot.date);
    await expect(items).toContainText(locale === 'en' ? '2 people' : '2 persone');
    // Leave the seats to the others: the cart is given up.
    await request.delete(`/api/cart/${cart.cart_id}/items`);
  });
}
