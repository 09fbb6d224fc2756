import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations } from '../support/page-checks.ts';
import { queryServerDb } from '../support/server-data.ts';
import { signInStaff } from '../support/staff.ts';
import { screenshot, screenshotOfScreen } from '../support/screenshots.ts';

/**
 * Protecting the guest from mistakes (docs/domain/booking-cutoff.md): a warning when a chosen
 * time overlaps the cart (widget and /cart), the cancellation terms of the chosen date, online
 * sales stopped at the cut-off, and a calendar whose arrow keys cross months, in both languages.
 */
const words = {
  it: {
    time: "Scegli l'orario",
    add: 'Aggiungi al carrello',
    overlapWidget: 'Questo orario si sovrappone al carrello',
    overlapCart: 'Due esperienze nel carrello si sovrappongono',
    termsTitle: 'Se annulli, per questa data',
    near: /rimborso del 70%/,
    noChange: /Cambio data gratuito non disponibile/,
    full: /rimborso totale/,
    freeChange: /Cambio data gratuito fino a/,
    closed: 'Prenotazioni online chiuse per questo orario',
    closedWhy: /si chiudono 3 ore prima/,
    cutoffTitle: 'Chiusura delle prenotazioni online',
    save: 'Salva',
    saved: /Salvato/,
    useDefault: 'Usa il predefinito',
    now: (n: number) => `Ora ${n} minuti`,
    reload: 'Ricarica disponibilità',
    next: 'Vai al mese successivo',
    previous: 'Vai al mese precedente',
    clear: 'Svuota carrello',
    clearYes: 'Sì, svuota',
    tag: 'it-IT',
  },
  en: {
    time: 'Choose a time',
    add: 'Add to cart',
    overlapWidget: 'This time overlaps with your cart',
    overlapCart: 'Two experiences in your cart overlap',
    termsTitle: 'If you cancel, for this date',
    near: /70% refund/,
    noChange: /No free date change/,
    full: /full refund/,
    freeChange: /Free date change until/,
    closed: 'Online booking for this time has closed',
    closedWhy: /stop 3 hours before/,
    cutoffTitle: 'Online booking cut-off',
    save: 'Save',
    saved: /Saved/,
    useDefault: 'Use the default',
    now: (n: number) => `Now ${n} minutes`,
    reload: 'Reload availability',
    next: 'Go to the next month',
    previous: 'Go to the previous month',
    clear: 'Empty cart',
    clearYes: 'Yes, empty it',
    tag: 'en-GB',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

/** A Rome calendar date `days` from today, and the seeded 09:00 hunt's experience (its slug picks it on the page). */
async function romeDay(days: number): Promise<string> {
  const [row] = await queryServerDb<{ d: string }>(`SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date + $1::int, 'YYYY-MM-DD') AS d`, [days]);
  return row!.d;
}

async function huntExperience(): Promise<{ id: number; slug: string }> {
  const [row] = await queryServerDb<{ id: number; slug: string }>(
    `SELECT e.id, e.slug FROM slots s JOIN experiences e ON e.id = s.experience_id
      WHERE s.category = 'TRUFFLE' AND to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') = '09:00' LIMIT 1`,
  );
  return row!;
}

/** A slot of the hunt at a Rome date and time, made for this test (capacity 8, IT and EN, EUR 85). */
async function insertHunt(experienceId: number, date: string, time: string): Promise<number> {
  const [row] = await queryServerDb<{ id: string }>(
    `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents)
     VALUES ($1, 'TRUFFLE', ($2::date + $3::time) AT TIME ZONE 'Europe/Rome', 180, 8, ARRAY['IT','EN'], 8500, 5000)
     ON CONFLICT (experience_id, starts_at, category) DO UPDATE SET is_active = true RETURNING id`,
    [experienceId, date, time],
  );
  return Number(row!.id);
}

/** The truffle widget on its page, scrolled to, with `date` chosen (moving to its month when needed). */
async function openOnDate(page: Page, slug: string, date: string): Promise<Locator> {
  await page.goto(`/truffle-hunting?esperienza=${slug}`);
  await page.locator('[data-experience="truffle"]').first().scrollIntoViewIfNeeded();
  const widget = page.getByTestId('booking-widget-truffle');
  await expect(widget.getByRole('grid').locator('button:enabled').first()).toBeVisible({ timeout: 20_000 }); // the widget's chunk and its first month
  const day = widget.locator(`td[data-day="${date}"]:not([data-outside]) button`);
  if ((await day.count()) === 0) await widget.locator('.rdp-button_next').click();
  await day.click();
  return widget;
}

const timeOption = (widget: Locator, w: Words, time: string) => widget.getByRole('group', { name: w.time }).locator('label', { hasText: time });

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test.describe(`guest mistakes (${locale})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test.beforeEach(async ({ page }) => {
      if (locale === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    });

    test(`an overlapping time is warned about in the widget and the cart; a near date shows its own terms (${locale})`, async ({ page }) => {
      test.setTimeout(90_000);
      const hunt = await huntExperience();
      const date = await romeDay(locale === 'it' ? 3 : 4);
      // Hunts of this test's own, at times no other test books: a test running beside it could
      // take every seat of the seeded 09:00 hunt, and then that time is not offered.
      await insertHunt(hunt.id, date, '08:45');
      await insertHunt(hunt.id, date, '10:30');

      // The 08:45 hunt, three days away: 70 % then 50 %, no free date change.
      let widget = await openOnDate(page, hunt.slug, date);
      await timeOption(widget, w, '08:45').click();
      const terms = widget.getByTestId('widget-terms');
      await expect(terms.getByText(w.termsTitle)).toBeVisible();
      await expect(terms).toContainText(w.near);
      await expect(terms).not.toContainText(w.full);
      await expect(terms).toContainText(w.noChange);
      await expect(widget.getByTestId('widget-overlap')).toHaveCount(0);
      await widget.getByRole('button', { name: w.add }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-overlap')).toHaveCount(0);

      // 10:30 the same day overlaps the hunt (08:45–11:45): warned, and still allowed.
      widget = await openOnDate(page, hunt.slug, date);
      await timeOption(widget, w, '10:30').click();
      const overlap = widget.getByTestId('widget-overlap');
      await expect(overlap.getByText(w.overlapWidget)).toBeVisible();
      await expect(overlap).toContainText('08:45');
      await expectNoHorizontalOverflow(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(widget, `widget-overlap-${locale}-${page.viewportSize()?.width}`);
      await widget.getByRole('button', { name: w.add }).click();

      await expect(page).toHaveURL(/\/cart$/);
      const cartWarning = page.getByTestId('cart-overlap');
      await expect(cartWarning.getByText(w.overlapCart)).toBeVisible();
      await expect(cartWarning).toContainText('08:45');
      await expect(cartWarning).toContainText('10:30');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotOfScreen(page, `cart-overlap-${locale}-${page.viewportSize()?.width}`);

      // A date weeks away promises the full refund and a free date change.
      widget = await openOnDate(page, hunt.slug, await romeDay(locale === 'it' ? 20 : 21));
      await widget.getByRole('group', { name: w.time }).locator('input[type="radio"]:enabled').first().check();
      await expect(widget.getByTestId('widget-terms')).toContainText(w.full);
      await expect(widget.getByTestId('widget-terms')).toContainText(w.freeChange);

      // Empty the cart (releases the holds).
      await page.goto('/cart');
      await page.getByRole('button', { name: w.clear }).click();
      await page.getByRole('button', { name: w.clearYes }).click();
    });

    test(`a time past its online cut-off is refused and then no longer offered (${locale})`, async ({ page }) => {
      const hunt = await huntExperience();
      // A hunt six hours from now: on sale (the hunt's cut-off is three hours).
      const [soon] = await queryServerDb<{ date: string; time: string }>(
        `SELECT to_char((now() + interval '6 hours') AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS date,
                to_char((now() + interval '6 hours') AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS time`,
      );
      const minute = locale === 'it' ? 1 : 2; // one slot per language: the two tests run side by side
      const time = `${soon!.time.slice(0, 3)}${String(minute).padStart(2, '0')}`;
      const slotId = await insertHunt(hunt.id, soon!.date, time);
      const widget = await openOnDate(page, hunt.slug, soon!.date);
      await timeOption(widget, w, time).click();

      // Meanwhile the start moves to 40 minutes from now: online sales have stopped.
      await queryServerDb(`UPDATE slots SET starts_at = now() + interval '40 minutes' WHERE id = $1`, [slotId]);
      await widget.getByRole('button', { name: w.add }).click();
      await expect(widget.getByRole('alert').getByText(w.closed)).toBeVisible();
      await expect(widget.getByRole('alert')).toContainText(w.closedWhy);
      await expect(page).not.toHaveURL(/\/cart$/);
      await screenshot(widget, `widget-closed-${locale}-${page.viewportSize()?.width}`);
      await widget.getByRole('button', { name: w.reload }).click();
      await expect(widget.getByRole('alert')).toHaveCount(0);
      const [moved] = await queryServerDb<{ time: string }>(`SELECT to_char(starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS time FROM slots WHERE id = $1`, [slotId]);
      await expect(widget.getByRole('group', { name: w.time }).locator('label', { hasText: moved!.time })).toHaveCount(0);
    });

    test(`the calendar's arrow keys cross into the next and the previous month; its buttons read in sentence case (${locale})`, async ({ page }) => {
      const hunt = await huntExperience();
      await page.goto(`/truffle-hunting?esperienza=${hunt.slug}`);
      await page.locator('[data-experience="truffle"]').first().scrollIntoViewIfNeeded();
      const widget = page.getByTestId('booking-widget-truffle');
      const grid = widget.getByRole('grid');
      await expect(grid.locator('button:enabled').first()).toBeVisible({ timeout: 20_000 }); // the widget's chunk and its first month
      await expect(widget.getByRole('button', { name: w.next, exact: true })).toBeVisible();
      await expect(widget.getByRole('button', { name: w.previous, exact: true })).toBeVisible();

      const monthName = (iso: string) => new Intl.DateTimeFormat(w.tag, { month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
      const enabled = grid.locator('td:not([data-outside]) button:enabled');
      const last = enabled.last();
      const lastDay = (await last.locator('xpath=..').getAttribute('data-day'))!;
      await last.click();
      await page.keyboard.press('ArrowRight');
      const [y, m] = lastDay.split('-').map(Number) as [number, number];
      const nextMonth = `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
      await expect(widget.getByRole('grid')).toHaveAccessibleName(new RegExp(monthName(nextMonth), 'i'));
      await expect(widget.locator('td[data-focused] button')).toBeFocused();

      await page.keyboard.press('ArrowLeft');
      await expect(widget.getByRole('grid')).toHaveAccessibleName(new RegExp(monthName(lastDay), 'i'));
      await expect(widget.locator(`td[data-day="${lastDay}"] button`)).toBeFocused();
    });
  });
}

test.describe('the estate sets the cut-off', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const locale of ['it', 'en'] as const) {
    const w = words[locale];
    test(`a manager changes a tasting's online cut-off in the calendar and goes back to the default (${locale})`, async ({ page }) => {
      // One tasting per language (the tests run side by side); the hunt the other journeys use is left alone.
      const [tasting] = await queryServerDb<{ id: number; title: string }>(
        `SELECT id, ${locale === 'it' ? 'title_it' : 'title_en'} AS title FROM experiences WHERE category = 'WINE' AND is_active ORDER BY sort_order ${locale === 'it' ? 'ASC' : 'DESC'}, id LIMIT 1`,
      );
      await signInStaff(page, 'manager', locale);
      await page.goto('/staff/calendar');
      const section = page.getByTestId('booking-cutoffs');
      await expect(section.getByRole('heading', { name: w.cutoffTitle })).toBeVisible();
      const row = section.getByRole('form', { name: tasting!.title });
      const input = row.getByRole('spinbutton', { name: tasting!.title });
      await expect(row).toContainText(w.now(60));
      await input.fill(locale === 'it' ? '90' : '75');
      await row.getByRole('button', { name: w.save }).click();
      await expect(row.getByRole('status')).toHaveText(w.saved);
      await expect(row).toContainText(w.now(locale === 'it' ? 90 : 75));
      const [stored] = await queryServerDb<{ m: number | null }>('SELECT booking_cutoff_minutes AS m FROM experiences WHERE id = $1', [tasting!.id]);
      expect(stored!.m).toBe(locale === 'it' ? 90 : 75);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(section, `staff-cutoff-${locale}-${page.viewportSize()?.width}`);

      await row.getByRole('button', { name: w.useDefault }).click();
      await expect(row).toContainText(w.now(60));
      await expect(input).toHaveValue('');
      const [reset] = await queryServerDb<{ m: number | null }>('SELECT booking_cutoff_minutes AS m FROM experiences WHERE id = $1', [tasting!.id]);
      expect(reset!.m).toBeNull();
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['it', 'en'] as const) {
    const w = words[locale];
    test(`after picking a date the times scroll into view; the terms fit the screen (${locale})`, async ({ page }) => {
      if (locale === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
      const hunt = await huntExperience();
      const date = await romeDay(locale === 'it' ? 5 : 6);
      await page.goto(`/truffle-hunting?esperienza=${hunt.slug}`);
      await page.locator('[data-experience="truffle"]').first().scrollIntoViewIfNeeded();
      const widget = page.getByTestId('booking-widget-truffle');
      const grid = widget.getByRole('grid');
      await expect(grid.locator('button:enabled').first()).toBeVisible({ timeout: 20_000 }); // the widget's chunk and its first month
      if ((await grid.locator(`td[data-day="${date}"]:not([data-outside]) button`).count()) === 0) await widget.locator('.rdp-button_next').click();
      // As a guest scrolling down the page meets it: the calendar at the bottom of the screen.
      await grid.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await grid.locator(`td[data-day="${date}"]:not([data-outside]) button`).click();
      const times = widget.getByRole('group', { name: w.time });
      await expect(times).toBeInViewport({ ratio: 0.9 });
      // Any time still offered (the tests run side by side: another may have taken one).
      await times.locator('label:has(input:enabled)').first().click();
      await expect(widget.getByTestId('widget-terms')).toContainText(w.noChange);
      await expectNoHorizontalOverflow(page);
      await screenshot(widget, `widget-terms-${locale}-390`);
    });
  }
});
