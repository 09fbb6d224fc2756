import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { linkIn, waitForEmail } from '../support/server-data.ts';
import { DEMO_STAFF_PASSWORD, demoStaff, signInStaff } from '../support/staff.ts';

/**
 * The back office's doors: sign-in (and back to the page asked for), the role's sections, a
 * wrong password, an owner inviting a colleague who sets a password from the e-mailed link.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Accedi',
    wrong: 'E-mail o password non corretti.',
    bookings: 'Prenotazioni',
    team: 'Team',
    signOut: 'Esci',
    invite: 'Invita un collega',
    name: 'Nome',
    role: 'Ruolo',
    send: 'Invia l’invito',
    newPassword: 'Nuova password',
    repeat: 'Ripeti la password',
    activate: 'Attiva l’account',
    active: 'Account attivo',
    toLogin: 'Vai all’accesso',
    desk: 'Accoglienza',
    today: 'Oggi',
    menu: 'Menu',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    wrong: 'Wrong e-mail or password.',
    bookings: 'Bookings',
    team: 'Team',
    signOut: 'Sign out',
    invite: 'Invite a colleague',
    name: 'Name',
    role: 'Role',
    send: 'Send the invitation',
    newPassword: 'New password',
    repeat: 'Repeat the password',
    activate: 'Activate the account',
    active: 'Account active',
    toLogin: 'Go to sign-in',
    desk: 'Front desk',
    today: 'Today',
    menu: 'Menu',
  },
} as const;

async function signInByForm(page: Page, locale: Locale, email: string, password: string) {
  const w = words[locale];
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.signIn }).click();
}

/** Below 960 px the navigation sits behind the menu button; wait for the button, not a glance. */
async function openNav(page: Page, locale: Locale) {
  if ((page.viewportSize()?.width ?? 1440) > 960) return;
  const menu = page.getByRole('button', { name: words[locale].menu });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

for (const [locale, width] of [
  ['it', 390],
  ['en', 1440],
] as const) {
  test.describe(`staff sign-in (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a desk user signs in from a deep link, sees only the desk’s sections, and signs out', async ({ page }) => {
      const errors = watchConsole(page);
      await chooseLocale(page, locale);
      const w = words[locale];
      await page.goto('/staff/bookings?q=BK');
      await expect(page).toHaveURL(/\/staff\/login\?redirect=%2Fstaff%2Fbookings/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await signInByForm(page, locale, demoStaff.front_desk, 'not-the-password-123');
      await expect(page.getByRole('alert')).toHaveText(w.wrong);
      await signInByForm(page, locale, demoStaff.front_desk, DEMO_STAFF_PASSWORD);
      await expect(page).toHaveURL(/\/staff\/bookings\?q=BK$/);
      await openNav(page, locale);
      const nav = page.getByRole('navigation');
      await expect(nav.getByRole('link', { name: w.bookings })).toBeVisible();
      await expect(nav.getByRole('link', { name: w.team })).toHaveCount(0);
      await expect(page.getByText(w.desk, { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // The server refuses what the navigation hides.
      const token = await page.evaluate(() => localStorage.getItem('staff_access_token'));
      const team = await page.request.get('/api/staff/team', { headers: { authorization: `Bearer ${token}` } });
      expect(team.status()).toBe(403);
      await page.getByRole('button', { name: w.signOut }).click();
      await expect(page).toHaveURL(/\/staff\/login/);
      const after = await page.request.get('/api/staff/auth/me', { headers: { authorization: `Bearer ${token}` } });
      expect(after.status()).toBe(401);
      expect(errors().filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
    });

    test('an owner invites a colleague, who sets a password from the e-mail and signs in', async ({ page }) => {
      const w = words[locale];
      await signInStaff(page, 'owner', locale);
      await page.goto('/staff/team');
      await page.getByRole('button', { name: w.invite }).click();
      const dialog = page.getByRole('dialog');
      const email = `collega.${locale}.${Date.now()}@tenuta.example`;
      await dialog.getByLabel(w.name).fill('Anna Collega');
      await dialog.getByLabel(w.email, { exact: true }).fill(email);
      await dialog.getByLabel(w.role).selectOption('front_desk');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: w.send }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('cell', { name: email })).toBeVisible();

      const mail = await waitForEmail({ kind: 'staff_invite', to: email });
      const link = linkIn(mail.text, '/staff/setup/');
      await page.evaluate(() => localStorage.removeItem('staff_access_token'));
      await page.goto(link);
      await page.getByLabel(w.newPassword).fill('le colline di barbaresco');
      await page.getByLabel(w.repeat).fill('le colline di barbaresco');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: w.activate }).click();
      await expect(page.getByRole('heading', { name: w.active })).toBeVisible();
      await page.getByRole('link', { name: w.toLogin }).click();
      await signInByForm(page, locale, email, 'le colline di barbaresco');
      await expect(page).toHaveURL(/\/staff$/);
      await openNav(page, locale);
      await expect(page.getByText('Anna Collega')).toBeVisible();
      // The link worked once.
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(w.active);
      await expect(page.getByRole('button', { name: w.activate })).toHaveCount(0);
    });
  });
}
