import { expect, test } from '../support/test.ts';

// What a phone pays for a page it only looks at (docs/decisions/0018): code that only scrolling or
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
