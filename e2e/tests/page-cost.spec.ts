import { expect, test } from '../support/test.ts';

// What a phone pays for a page it only looks at (docs/decisions/0029): code that only scrolling or
// a cart needs comes when it is needed, and then works.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a carousel loads its code when it nears the viewport, then turns its slides', async ({ page }) => {
  // Embla's code is the script that names its options (`slidesToScroll`, `dragFree`).
  const embla = (body: string) => body.includes('slidesToScroll') && body.includes('dragFree');
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  await page.goto('/truffle-hunting');
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(bodies)).filter(embla)).toEqual([]);
  const carousel = page.locator('section[aria-roledescription="carousel"]').first();
  const loaded = page.waitForResponse(async (r) => r.request().resourceType() === 'script' && embla(await r.text()));
  await carousel.scrollIntoViewIfNeeded();
  await loaded;
  await expect(carousel.getByText('01 / 10')).toBeVisible();
  await carousel.locator('button').last().click();
  await expect(carousel.getByText('02 / 10')).toBeVisible();
});

test('a first visit shows the empty cart without the cart engine; nothing asks the server', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  const cartCalls: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  page.on('request', (r) => {
    if (r.url().includes('/api/cart')) cartCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nothing stored, nothing to fetch: the engine (features/cart/cart-engine.tsx) is not loaded.
  expect(cartCalls).toEqual([]);
  const code = await Promise.all(bodies);
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((c) => c.includes('Failed to initialize cart'))).toEqual([]);
});

test('the checkout shows its first step without its validation code; the first touch of the form loads it, and it works', async ({ page }) => {
  // The validation is the contract's zod schemas: the script that names `ZodError`.
  const zod = (body: string) => body.includes('ZodError');
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  // A guest's cart: one wine tasting for two, made through the API and stored as the site stores it.
  await page.goto('/faq');
  await page.evaluate(async () => {
    const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const cart = (await post('/api/cart/init', {})) as { cart_id: string };
    const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 60)) * 86_400_000).toISOString().slice(0, 10);
    const { slots } = (await (await fetch(`/api/experiences/available?experience_type=wine&start_date=${day}`)).json()) as { slots: { id: number; capacity_free: number }[] };
    const slot = slots.find((s) => s.capacity_free >= 2);
    if (!slot) throw new Error(`no wine slot from ${day}`);
    await post('/api/cart/items', { cart_id: cart.cart_id, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'WINE', vip_upgrade: false, language: 'IT' });
    localStorage.setItem('cart_id', cart.cart_id);
  });
  bodies.length = 0;
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 2, name: 'I tuoi contatti' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(bodies)).filter(zod)).toEqual([]);

  const loaded = page.waitForResponse(async (r) => r.request().resourceType() === 'script' && zod(await r.text()));
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.tap();
  await loaded;
  await email.fill('anna.rossi@');
  await page.getByRole('button', { name: 'Continua', exact: true }).tap();
  await expect(page.getByText('Email non valida').first()).toBeVisible();
});

test('a guest with a stored cart sees the hold notice with the page itself, before any of the site’s scripts has run', async ({ browser, baseURL }) => {
  // A page of its own (the fixture's page waits for hydration, which never comes here).
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The site's script files never arrive: what shows is the document alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  const pending = page.getByText('I posti sono riservati per 20 minuti: controlliamo a che ora scade la prima riserva.');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible();
  await expect(pending).toBeHidden();
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ items: [{ id: 'line-1' }], backendCartId: 'c-1', lastUpdated: null })));
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await expect(pending, path).toBeVisible();
  }
  await context.close();
});

test('the wine page’s awards and wines come with the document: shown without any script, and never fetched', async ({ browser, baseURL, page, request }) => {
  const award1 = (await (await request.get('/data/awards/award1.json')).json()) as { organisation: string };
  const wine8 = (await (await request.get('/data/wines/wine8.json')).json()) as { name: string };

  // Without the site's scripts: the document alone shows every award and wine from the files.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const bare = await context.newPage();
  await bare.route('**/assets/*.js', (route) => route.abort());
  await bare.goto('/wine-tasting');
  const awards = bare.getByRole('region', { name: 'Premiati dalla critica' });
  await expect(awards.getByRole('listitem')).toHaveCount(4);
  await expect(awards.getByText(award1.organisation, { exact: false })).toBeVisible();
  await expect(bare.locator('#vini article')).toHaveCount(8);
  await expect(bare.locator('#vini').getByRole('heading', { name: wine8.name, exact: false })).toBeAttached();
  await context.close();

  // With them: the page hydrates with the same content and asks for none of the files.
  const files: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/data/')) files.push(r.url());
  });
  await page.goto('/wine-tasting');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Premiati dalla critica' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('#vini article')).toHaveCount(8);
  expect(files).toEqual([]);
});
