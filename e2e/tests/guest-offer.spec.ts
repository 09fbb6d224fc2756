import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.ts';
import { expectLang, expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';

/**
 * The offer is one catalogue (docs/product.md, The catalogue): what the site shows can be booked
 * where its link leads, with the same names, prices and lengths on the cards, in the widget and
 * in the cart; on the wine page the guest chooses the tasting, not the time that carries it.
 */

interface CatalogueEntry {
  id: number;
  slug: string;
  category: 'TRUFFLE' | 'WINE';
  title: { it: string; en: string };
  price: number;
  duration_minutes: number;
}

const words = {
  it: {
    pickTasting: 'Scegli la degustazione',
    time: "Scegli l'orario",
    add: 'Aggiungi al carrello',
    perPerson: (p: string) => `${p} a persona`,
    minutes: (n: number) => `${n} minuti`,
    privateHunt: /^Caccia privata \(\+50,00\s€\)/,
    privateText: /oltre al prezzo a persona/,
    privateTaken: /ha già altre prenotazioni/,
    clear: 'Svuota carrello',
    clearYes: 'Sì, svuota',
  },
  en: {
    pickTasting: 'Choose the tasting',
    time: 'Choose a time',
    add: 'Add to cart',
    perPerson: (p: string) => `${p} per person`,
    minutes: (n: number) => `${n} minutes`,
    privateHunt: /^Private hunt \(\+€50\.00\)/,
    privateText: /on top of the price per person/,
    privateTaken: /already has other bookings/,
    clear: 'Empty cart',
    clearYes: 'Yes, empty it',
  },
} as const;

/** "30,00 €" / "€30.00", as the site writes euros. */
const euro = (n: number, locale: 'it' | 'en') => new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'it-IT', { style: 'currency', currency: 'EUR' }).format(n);

async function catalogue(request: APIRequestContext): Promise<CatalogueEntry[]> {
  const res = await request.get('/api/experiences');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: CatalogueEntry[] }).data;
}

async function openWidget(page: Page, experience: 'truffle' | 'wine'): Promise<Locator> {
  await page.locator(`[data-experience="${experience}"]`).first().scrollIntoViewIfNeeded();
  const widget = page.getByTestId(`booking-widget-${experience}`);
  // Arriving at #prenota the hero is not painted first, so the page hydrates on its fallback
  // timer (3 s); on a busy two-core machine that can pass the default 7 s wait.
  await expect(widget).toBeVisible({ timeout: 15_000 });
  return widget;
}

/** Picks the nth bookable day of the open month (far enough ahead that no slot has started). */
async function pickDay(widget: Locator, index: number): Promise<void> {
  const days = widget.getByRole('grid').locator('button:enabled');
  await expect(days.first()).toBeVisible();
  await days.nth(Math.min(index, (await days.count()) - 1)).click();
}

test('every experience listed can be booked: it has slots of its own, sold at its price', async ({ request }) => {
  const list = await catalogue(request);
  expect(list.map((e) => e.price).sort((a, b) => a - b)).toEqual([30, 40, 50, 85]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  for (const e of list) {
    const res = await request.get(`/api/experiences/${e.id}/availability`);
    const slots = ((await res.json()) as { slots: { date: string; truffle_price: number | null; wine_price: number | null }[] }).slots.filter((s) => s.date > today);
    expect(slots.length, e.slug).toBeGreaterThan(0);
    expect(
      slots.every((s) => (e.category === 'TRUFFLE' ? s.truffle_price : s.wine_price) === e.price),
      e.slug,
    ).toBe(true);
  }
});

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test(`home cards lead to a widget that books them, with the catalogue's names and prices (${locale})`, async ({ page, request }) => {
    const errors = watchConsole(page);
    const list = await catalogue(request);
    await chooseLocale(page, locale);
    await page.goto('/');
    await expectLang(page, locale);
    const section = page.locator('section[aria-labelledby="home-experiences"]');
    await section.scrollIntoViewIfNeeded();
    const cards = section.locator('li');
    await expect(cards).toHaveCount(list.length);
    for (const e of list) {
      const card = cards.filter({ has: page.getByRole('heading', { name: e.title[locale], exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(euro(e.price, locale));
    }
    // Nothing the site cannot sell: no group price, no truffle-and-wine card.
    await expect(section).not.toContainText(/250|Tartufo e Vino|Truffle and Wine/);

    // A tasting card opens the wine widget on that tasting.
    const premium = list.find((e) => e.slug === 'degustazione-premium')!;
    await cards.getByRole('link', { name: premium.title[locale] }).click();
    await expect(page).toHaveURL(/\/wine-tasting\?esperienza=degustazione-premium#prenota$/);
    const widget = await openWidget(page, 'wine');
    await expect(widget.getByRole('radio', { name: new RegExp(premium.title[locale]) })).toBeChecked();
    expect(errors()).toEqual([]);
  });

  test(`the wine page: one set of tastings on cards and in the widget; the guest chooses the tasting (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const tastings = (await catalogue(request)).filter((e) => e.category === 'WINE');
    await chooseLocale(page, locale);
    await page.goto('/wine-tasting');
    await expectLang(page, locale);

    // The cards: the catalogue's name, price and length.
    const cards = page.getByTestId('tasting-card');
    // The tastings are an island that hydrates as it nears the screen: the guest scrolls to them.
    await page.locator('#degustazioni').scrollIntoViewIfNeeded();
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(tastings.length);
    for (const [i, e] of tastings.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(e.title[locale]);
      await expect(cards.nth(i)).toContainText(new RegExp(`${e.duration_minutes}`));
    }

    // The widget's picker: the same names, prices per person and lengths.
    const widget = await openWidget(page, 'wine');
    const picker = widget.getByRole('group', { name: w.pickTasting });
    for (const e of tastings) {
      await expect(picker.getByRole('radio', { name: new RegExp(e.title[locale]) })).toHaveCount(1);
      const label = picker.locator('label', { hasText: e.title[locale] });
      await expect(label).toContainText(w.perPerson(euro(e.price, locale)));
      await expect(label).toContainText(w.minutes(e.duration_minutes));
    }
    await expect(picker.getByRole('radio').first()).toBeChecked();
    // Next month: a full month of days, whatever today's date.
    await widget.getByRole('navigation').getByRole('button').last().click();

    // Each tasting's times carry its name and price only (the 11:30 time, which becomes a hunt or
    // a tasting, is sold as the tasting of its price).
    for (const [i, e] of tastings.entries()) {
      await picker.getByRole('radio', { name: new RegExp(e.title[locale]) }).check();
      await pickDay(widget, i); // another day each time (a second click on the chosen day clears it)
      const options = widget.getByRole('group', { name: w.time }).getByTestId('slot-option');
      await expect(options.first()).toBeVisible();
      for (const option of await options.all()) {
        await expect(option).toContainText(e.title[locale]);
        await expect(option).toContainText(euro(e.price, locale));
      }
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // Booked: the cart line has the tasting's name and price.
    const exclusive = tastings.at(-1)!;
    await picker.getByRole('radio', { name: new RegExp(exclusive.title[locale]) }).check();
    await pickDay(widget, locale === 'it' ? 7 : 8);
    await widget.getByRole('group', { name: w.time }).locator('input[type="radio"]:enabled').first().check();
    await widget.getByRole('button', { name: w.add }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.locator('[data-testid="cart-item"][data-type="wineTasting"]');
    await expect(line.getByRole('heading', { name: exclusive.title[locale] })).toBeVisible();
    await expect(line.getByTestId('cart-item-total')).toHaveText(euro(exclusive.price, locale));
    await page.getByRole('button', { name: w.clear }).click();
    await page.getByRole('button', { name: w.clearYes }).click();
    expect(errors()).toEqual([]);
  });

  test(`the truffle page sells the hunt; its private option says what it costs and when it applies (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale);
    await page.goto('/truffle-hunting');
    await expectLang(page, locale);
    const widget = await openWidget(page, 'truffle');
    // One truffle experience: no picker.
    await expect(widget.getByTestId('experience-picker')).toHaveCount(0);
    // Next month. Other journeys running alongside hold times there too, and the private option
    // opens only on a time nobody has booked: walk the days and times until one is still free.
    await widget.getByRole('navigation').getByRole('button').last().click();
    const vip = widget.getByRole('checkbox', { name: w.privateHunt });
    const days = widget.getByRole('grid').locator('button:enabled');
    await expect(days.first()).toBeVisible();
    const dayCount = await days.count();
    let free = false;
    const first = locale === 'it' ? 11 : 12;
    for (let i = 0; i < dayCount && !free; i++) {
      await days.nth((first + i) % dayCount).click();
      const times = widget.getByRole('group', { name: w.time }).locator('input[type="radio"]:enabled');
      await expect(times.first()).toBeVisible();
      for (const time of await times.all()) {
        await time.check();
        await expect(vip).toBeVisible();
        if (await vip.isEnabled()) {
          free = true;
          break;
        }
        // A time already booked says why the option is closed, instead of what it costs.
        await expect(widget.getByText(w.privateTaken)).toBeVisible();
      }
    }
    expect(free, 'a free time next month').toBe(true);
    await expect(widget.getByText(w.privateText)).toBeVisible();
  });
}
