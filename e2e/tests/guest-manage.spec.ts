import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { axeOn, chooseLocale, expectLang, expectNoHorizontalOverflow, watchConsole } from '../support/page-checks.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * The manage page: the amounts read whole (adults × price, children
 * free, the VIP supplement, the total) as the checkout showed them, and a change of date made
 * with the booking widget's calendar and slot list (free seats per time), not a long dropdown.
 */

const words = {
  it: {
    base: /^85,00\s€ × 2 adulti$/,
    baseAmount: /^170,00\s€$/,
    children: '1 bambino',
    free: 'gratis',
    vip: 'Supplemento VIP',
    total: 'Totale',
    changeDate: 'Cambia data',
    nextMonth: 'Vai al mese successivo',
    pickDayFirst: 'Scegli un giorno nel calendario',
    times: /^Orari di /,
    free3: /posti? liber/,
    confirmDate: 'Conferma la nuova data',
    chooseTime: 'Scegli l’orario.',
    moved: /^Fatto: la prenotazione è spostata a /,
  },
  en: {
    base: /^€85\.00 × 2 adults$/,
    baseAmount: /^€170\.00$/,
    children: '1 child',
    free: 'free',
    vip: 'VIP supplement',
    total: 'Total',
    changeDate: 'Change date',
    nextMonth: 'Go to the next month',
    pickDayFirst: 'Choose a day in the calendar',
    times: /^Times on /,
    free3: /(place|seat)s? (free|left)/,
    confirmDate: 'Confirm the new date',
    chooseTime: 'Choose the time.',
    moved: /^Done: your booking has moved to /,
  },
} as const;

let address = 0;
const clientAddress = () => `198.51.100.${(process.pid % 50) * 4 + (address++ % 4) + 10}`;

/** A truffle slot 9+ days ahead that nobody holds (a VIP hunt needs one), random so runs meet free ones. */
async function virginTruffleSlot(request: APIRequestContext): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const day = new Date(Date.now() + (9 + Math.floor(Math.random() * 90)) * 86_400_000).toISOString().slice(0, 10);
    const res = await request.get(`/api/experiences/available?experience_type=truffle&start_date=${day}`);
    expect(res.ok()).toBe(true);
    const { slots } = (await res.json()) as { slots: { id: number; category: string; is_virgin: boolean; truffle_vip_upgrade_price: number | null }[] };
    const slot = slots.find((s) => s.category === 'TRUFFLE' && s.is_virgin && s.truffle_vip_upgrade_price !== null);
    if (slot) return slot.id;
  }
  throw new Error('no free truffle slot');
}

async function bookVipHunt(request: APIRequestContext, locale: 'it' | 'en') {
  const res = await request.post('/api/bookings', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: {
      slot_id: await virginTruffleSlot(request),
      adults: 2,
      children: 1,
      vip: true,
      locale,
      customer: { first_name: 'Anna', last_name: 'Rossi', email: `guest.manage.${locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`, phone: '+39 333 1234567' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { booking: { id: number }; manage_token: string } }).data;
}

async function expectAccessible(page: Page, where: string) {
  const results = await axeOn(page).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test.describe(`guest manage page (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await chooseLocale(page, locale);
    });

    for (const width of [390, 1440]) {
      test(`the whole breakdown, then a new date from the calendar and its times (${width} px)`, async ({ page, request }) => {
        const errors = watchConsole(page);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const created = await bookVipHunt(request, locale);
        await page.goto(`/manage/${created.booking.id}?token=${created.manage_token}`);
        await expectLang(page, locale);

        // 2 × 85 first, then the child (free), the VIP supplement and the total: the sum reads whole.
        const card = page.getByTestId('manage-booking');
        const base = card.locator('[data-row="base"]');
        await expect(base.locator('dt')).toHaveText(w.base);
        await expect(base.locator('dd')).toHaveText(w.baseAmount);
        await expect(card.locator('[data-row="children"]')).toContainText(w.children);
        await expect(card.locator('[data-row="children"] dd')).toHaveText(w.free);
        await expect(card.locator('[data-row="vip"]')).toContainText(w.vip);
        await expect(card.locator('[data-row="total"]')).toContainText(w.total);
        const rows = await card.locator('[data-row]').evaluateAll((els) => els.map((e) => e.getAttribute('data-row')));
        expect(rows.slice(0, 4)).toEqual(['base', 'children', 'vip', 'total']);

        // The change of date: the widget's calendar, then the chosen day's times with their free places.
        await page.getByRole('button', { name: w.changeDate }).click();
        const panel = page.getByTestId('change-date-panel');
        await expect(panel.getByRole('grid').first()).toBeVisible();
        await expect(panel).toContainText(w.pickDayFirst);
        await expect(panel.getByRole('combobox')).toHaveCount(0);
        await panel.getByRole('button', { name: w.confirmDate }).click();
        // A day drawn at random, one to three months ahead: parallel runs do not reach for the same private (VIP) slot.
        for (let k = 1 + Math.floor(Math.random() * 3); k > 0; k--) await panel.getByRole('button', { name: w.nextMonth }).click();
        const days = panel.getByRole('grid').getByRole('button', { disabled: false });
        await expect(days.first()).toBeVisible();
        await days.nth(Math.floor(Math.random() * (await days.count()))).click();
        const times = panel.getByRole('group', { name: w.times });
        await expect(times).toBeVisible();
        await expect(times.getByTestId('slot-option').first()).toContainText(w.free3);
        await expect(times).toBeInViewport();
        await panel.getByRole('button', { name: w.confirmDate }).click();
        await expect(panel.getByText(w.chooseTime)).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page, 'change date calendar');
        await screenshot(page, `manage-${width}-${locale}`);
        // Any of the day's times (journeys running beside this one book the first times of days too).
        const slots = times.getByTestId('slot-option');
        await slots.nth(Math.floor(Math.random() * (await slots.count()))).click();
        await panel.getByRole('button', { name: w.confirmDate }).click();
        await expect(page.getByTestId('manage-notice')).toHaveText(w.moved);
        await expect(panel).toBeHidden();
        expect(errors()).toEqual([]);
      });
    }
  });
}
