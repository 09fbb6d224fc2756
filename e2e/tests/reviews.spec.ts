import { createHash, randomBytes, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { axeOn, chooseLocale, expectLang, expectNoHorizontalOverflow, watchConsole } from '../support/page-checks.ts';
import { linkIn, queryServerDb, readOutbox, type SentEmail } from '../support/server-data.ts';

/**
 * Reviews: a guest with a completed booking writes a review
 * from the e-mail link, staff approve it from the link in their e-mail, and
 * the landing page shows it with the verified badge; the landing pages show
 * the approved reviews with schema.org data built from the same answer.
 */

type Locale = 'it' | 'en';

const words = {
  it: {
    title: "Com'è andata la tua esperienza?",
    star: (n: number) => (n === 1 ? '1 stella' : `${n} stelle`),
    ratingWord4: '4 su 5: molto buona',
    titleLabel: 'Titolo (facoltativo)',
    bodyLabel: 'La tua recensione',
    nameLabel: 'Il tuo nome',
    cityLabel: 'Città (facoltativa)',
    submit: 'Invia la recensione',
    summaryAlert: 'Controlla i campi evidenziati',
    ratingRequired: 'Scegli una valutazione da 1 a 5 stelle',
    bodyTooShort: 'La recensione deve avere almeno 20 caratteri',
    nameRequired: 'Scrivi il tuo nome',
    thanks: 'Grazie per la tua recensione!',
    invalidLink: 'Link non valido',
    alreadyReviewed: 'Hai già recensito questa prenotazione',
    missingLink: 'Link per la recensione non valido',
    approve: 'Approva e pubblica',
    published: 'Recensione pubblicata',
    spent: 'Link già usato o non valido',
    verified: 'Prenotazione verificata',
    count: (n: number) => (n === 1 ? `su ${n} recensione` : `media di ${n} recensioni`),
    average: (n: number) => n.toFixed(1).replace('.', ','),
    reviewing: 'Stai recensendo',
    loadMore: 'Mostra altre recensioni',
    body: 'Il cane ha trovato due tartufi neri e la guida ci ha spiegato tutto con pazienza.',
  },
  en: {
    title: 'How was your experience?',
    star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    ratingWord4: '4 out of 5: very good',
    titleLabel: 'Title (optional)',
    bodyLabel: 'Your review',
    nameLabel: 'Your name',
    cityLabel: 'City (optional)',
    submit: 'Send my review',
    summaryAlert: 'Please check the highlighted fields',
    ratingRequired: 'Choose a rating from 1 to 5 stars',
    bodyTooShort: 'The review must be at least 20 characters long',
    nameRequired: 'Please write your name',
    thanks: 'Thank you for your review!',
    invalidLink: 'Link not valid',
    alreadyReviewed: 'You have already reviewed this booking',
    missingLink: 'This review link is not valid',
    approve: 'Approve and publish',
    published: 'Review published',
    spent: 'Link already used or not valid',
    verified: 'Verified booking',
    count: (n: number) => (n === 1 ? `from ${n} review` : `average of ${n} reviews`),
    average: (n: number) => n.toFixed(1),
    reviewing: 'You are reviewing',
    loadMore: 'Show more reviews',
    body: 'The dog found two black truffles and our guide patiently explained everything to us.',
  },
} as const;

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A paid truffle booking whose 3-hour hunt ended yesterday, with a manage token only this test knows. */
async function completedBooking(locale: Locale): Promise<{ id: number; number: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const number = `BK-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
  const [slot] = await queryServerDb<{ id: string }>(
    `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents)
     SELECT id, 'TRUFFLE', date_trunc('minute', now()) - interval '1 day' - make_interval(mins => $1::int), duration_minutes, 8, ARRAY['IT','EN'], 8500, 5000
       FROM experiences WHERE slug = 'caccia-al-tartufo'
     RETURNING id`,
    [randomInt(600)],
  );
  const [booking] = await queryServerDb<{ id: string }>(
    `INSERT INTO bookings (booking_number, slot_id, category, adults, children, language, status, unit_price_cents, subtotal_cents, total_cents,
                           customer_email, customer_name, locale, payment_status, manage_token_hash)
     VALUES ($1, $2, 'TRUFFLE', 2, 0, 'IT', 'paid', 8500, 17000, 17000, $3, 'Giulia Rossi', $4, 'paid', $5)
     RETURNING id`,
    [number, slot!.id, `guest-${number.toLowerCase()}@example.com`, locale, createHash('sha256').update(token, 'utf8').digest('hex')],
  );
  return { id: Number(booking!.id), number, token };
}

/** The staff e-mail about this booking's review (the outbox worker sends within seconds). */
async function staffEmailFor(bookingNumber: string): Promise<SentEmail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const mail = readOutbox({ kind: 'staff_review_submitted' }).find((m) => m.text.includes(bookingNumber));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no staff_review_submitted e-mail for ${bookingNumber}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function truffleStats(request: APIRequestContext): Promise<{ total: number; average_rating: number | null }> {
  const res = await request.get('/api/reviews?experience_type=truffle');
  expect(res.status()).toBe(200);
  return (await res.json()) as { total: number; average_rating: number | null };
}

/** Serious or critical WCAG 2.1 A/AA violations in the page's main content (the shell has its own checks). */
async function mainA11yViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Chooses a rating as a keyboard user does (the radios are drawn as stars). */
async function chooseStars(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** The JSON-LD block of the page, parsed (it must be valid JSON). */
async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const block = page.locator('script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  return JSON.parse((await block.textContent()) ?? '') as Record<string, unknown>;
}

// One test at a time in this file: the journeys move the truffle average and count, which the other tests compare.
test.describe.configure({ mode: 'default' });

test.describe('a guest reviews, staff approve, the landing page shows it', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`in ${locale}`, async ({ page, request }) => {
      test.setTimeout(120_000); // a long journey: two visitors, two e-mail round trips, axe twice
      const w = words[locale];
      const booking = await completedBooking(locale);
      const before = await truffleStats(request);
      await chooseLocale(page, locale);
      await page.goto(`/reviews/new?booking=${booking.id}&token=${booking.token}`);
      await expectLang(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

      // Sending the empty form: the server's rules, said here, and the focus on the first problem.
      const submit = page.getByRole('button', { name: w.submit });
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: w.summaryAlert })).toBeVisible();
      await expect(page.getByText(w.ratingRequired)).toBeVisible();
      await expect(page.getByText(w.nameRequired)).toBeVisible();
      await expect(page.getByRole('radio', { name: w.star(1) })).toBeFocused();

      // The keyboard only: arrows choose the stars, Tab goes through the fields in order.
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: w.star(4) })).toBeChecked();
      await expect(page.getByText(w.ratingWord4)).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(w.titleLabel)).toBeFocused();
      await page.keyboard.type(locale === 'it' ? 'Una mattina da ricordare' : 'A morning to remember');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(w.bodyLabel)).toBeFocused();
      await page.keyboard.type('Troppo breve');
      await expect(page.getByText(w.bodyTooShort)).toBeVisible();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(w.body);
      await expect(page.getByText(w.bodyTooShort)).toHaveCount(0);
      await expect(page.getByText(`${w.body.length} / 2000`)).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(w.nameLabel)).toBeFocused();
      await page.keyboard.type('Giulia R.');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(w.cityLabel)).toBeFocused();
      await page.keyboard.type('Torino');
      expect(await mainA11yViolations(page)).toEqual([]);
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.thanks })).toBeFocused();

      // Sending again from the same link: already reviewed.
      await page.goto(`/reviews/new?booking=${booking.id}&token=${booking.token}`);
      await chooseStars(page, w.star(5));
      await page.getByLabel(w.bodyLabel).fill(w.body);
      await page.getByLabel(w.nameLabel).fill('Giulia R.');
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.alreadyReviewed })).toBeVisible();

      // Staff: the link from the real e-mail opens the review; approving is a button press.
      const mail = await staffEmailFor(booking.number);
      expect(mail.to).toContain('staff@tenuta.example');
      expect(mail.text).toContain(w.body);
      expect(mail.text).toContain('★★★★☆');
      const approveLink = linkIn(mail.text, '/reviews/moderate');
      expect(approveLink).toContain('action=approve');
      await page.goto(approveLink);
      await expect(page.getByText(booking.number)).toBeVisible();
      await expect(page.getByText(w.body)).toBeVisible();
      expect(await mainA11yViolations(page)).toEqual([]);
      // Opening the link published nothing.
      expect((await truffleStats(request)).total).toBe(before.total);
      await page.getByRole('button', { name: w.approve }).click();
      await expect(page.getByRole('heading', { name: w.published })).toBeVisible();
      await page.goto(approveLink);
      await expect(page.getByRole('heading', { name: w.spent })).toBeVisible();

      // The landing page: the review with its badge, and the average that counts it.
      const after = await truffleStats(request);
      expect(after.total).toBe(before.total + 1);
      const errors = watchConsole(page);
      await page.goto('/truffle-hunting');
      await expectLang(page, locale);
      const card = page.locator('article').filter({ hasText: w.body });
      await expect(card).toBeVisible();
      await expect(card.getByText(w.verified)).toBeVisible();
      await expect(card.getByText('Torino')).toBeVisible();
      await expect(card.getByText(locale === 'it' ? 'Valutazione: 4 su 5' : 'Rating: 4 out of 5')).toBeAttached();
      await expect(page.getByText(w.count(after.total), { exact: true })).toBeVisible();
      await expect(page.getByText(w.average(after.average_rating!), { exact: true })).toBeVisible();
      const data = await jsonLd(page);
      expect(data.aggregateRating).toMatchObject({ ratingValue: after.average_rating, reviewCount: after.total });
      expect(errors()).toEqual([]);
    });
  }
});

for (const locale of ['it', 'en'] as const) {
  test.describe(`reviews in ${locale}`, () => {
    const w = words[locale];

    test('a wrong token shows the invalid-link message; no token at all says so at once', async ({ page }) => {
      const booking = await completedBooking(locale);
      await chooseLocale(page, locale);
      await page.goto(`/reviews/new?booking=${booking.id}&token=${booking.token.slice(0, -4)}xxxx`);
      await expectLang(page, locale);
      await chooseStars(page, w.star(3));
      await page.getByLabel(w.bodyLabel).fill(w.body);
      await page.getByLabel(w.nameLabel).fill('Mallory');
      await page.getByRole('button', { name: w.submit }).click();
      const alert = page.getByRole('alert').filter({ hasText: w.invalidLink });
      await expect(alert).toBeVisible();
      await expect(alert).toBeFocused();
      expect((await queryServerDb('SELECT 1 FROM reviews WHERE booking_id = $1', [booking.id])).length).toBe(0);

      await page.goto('/reviews/new');
      await expect(page.getByRole('heading', { name: w.missingLink })).toBeVisible();
      await expect(page.getByRole('button', { name: w.submit })).toHaveCount(0);
    });

    test('the landing pages show the approved reviews with valid JSON-LD, without CSP errors', async ({ page, request }) => {
      test.setTimeout(60_000);
      const errors = watchConsole(page);
      await chooseLocale(page, locale);
      for (const [path, scope, type, guest] of [
        ['/truffle-hunting', 'truffle', 'Product', 'Annika L.'],
        ['/wine-tasting', 'wine', 'Product', 'Thomas W.'],
        ['/reviews', 'all', 'Winery', 'Chiara B.'],
      ] as const) {
        const api = (await (await request.get(`/api/reviews${scope === 'all' ? '' : `?experience_type=${scope}`}`)).json()) as { total: number; average_rating: number };
        await page.goto(path);
        await expectLang(page, locale);
        await expect(page.getByRole('heading', { name: guest })).toBeVisible();
        await expect(page.getByText(w.count(api.total), { exact: true })).toBeVisible();
        const data = await jsonLd(page);
        expect(data['@context']).toBe('https://schema.org');
        expect(data['@type']).toBe(type);
        expect(data.url).toBe(new URL(path, page.url()).href);
        expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: api.average_rating, reviewCount: api.total, bestRating: 5, worstRating: 1 });
        const reviews = data.review as { '@type': string; author: { name: string }; reviewRating: { ratingValue: number } }[];
        expect(reviews.length).toBeGreaterThan(0);
        expect(reviews.length).toBeLessThanOrEqual(5);
        for (const r of reviews) {
          expect(r['@type']).toBe('Review');
          expect(r.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
        }
        await expectNoHorizontalOverflow(page);
        if (path === '/reviews') {
          const cards = page.locator('main article');
          await expect(cards).toHaveCount(Math.min(10, api.total));
          if (api.total > 10) {
            await page.getByRole('button', { name: w.loadMore }).click();
            await expect(cards).toHaveCount(Math.min(20, api.total));
            await expect(cards.nth(10)).toBeFocused();
          } else {
            await expect(page.getByRole('button', { name: w.loadMore })).toHaveCount(0);
          }
        }
      }
      expect(errors()).toEqual([]);
    });
  });
}
