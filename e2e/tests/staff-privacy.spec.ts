import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations } from '../support/page-checks.ts';
import { queryServerDb } from '../support/server-data.ts';
import { signInStaff } from '../support/staff.ts';

/**
 * A data-subject request from the back office: a manager looks up a guest's e-mail address,
 * downloads what is stored as JSON, erases it after typing the address again, and finds nothing
 * left; both steps are in the audit log.
 */

const words = {
  it: {
    email: "Indirizzo e-mail dell'ospite",
    find: 'Cerca',
    messages: 'Messaggi di contatto',
    download: 'Scarica JSON',
    erase: 'Cancella questo indirizzo…',
    type: "Digita l'indirizzo per confermare",
    confirm: 'Cancella definitivamente',
    erased: /^Cancellato: 0 prenotazioni anonimizzate, 1 messaggio eliminato/,
    nothing: (e: string) => `Non conserviamo nulla su ${e}.`,
  },
  en: {
    email: "Guest's e-mail address",
    find: 'Look up',
    messages: 'Contact messages',
    download: 'Download JSON',
    erase: 'Erase this address…',
    type: 'Type the address to confirm',
    confirm: 'Erase for ever',
    erased: /^Erased: 0 bookings anonymised, 1 message deleted/,
    nothing: (e: string) => `Nothing is stored about ${e}.`,
  },
} as const;

for (const [locale, width] of [
  ['it', 390],
  ['en', 1440],
] as const) {
  test(`a manager exports and erases a guest's data (${locale}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const w = words[locale];
    const email = `privacy.${locale}.${Date.now()}@guest.example`;
    // The guest's message, written as the contact form stores it (the form has its own journey; its
    // per-address limit is spent by the rest of the suite, which all comes from one address).
    await queryServerDb(
      `INSERT INTO contact_messages (name, email, phone, subject, message, locale, privacy_accepted_at) VALUES ('Ospite Privacy', $1, '', 'other', 'Vorrei sapere quali dati conservate su di me, grazie.', $2, now())`,
      [email, locale],
    );

    await signInStaff(page, 'manager', locale);
    await page.goto('/staff/privacy');
    await page.getByLabel(w.email).fill(email);
    await page.getByRole('button', { name: w.find }).click();
    const summary = page.getByRole('region').filter({ hasText: email });
    await expect(summary.getByText(w.messages)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);

    const [download] = await Promise.all([page.waitForEvent('download'), summary.getByRole('button', { name: w.download }).click()]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { email: string; contact_messages: { email: string }[] };
    expect(exported.email).toBe(email);
    expect(exported.contact_messages).toHaveLength(1);

    await summary.getByRole('button', { name: w.erase }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: w.confirm });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(w.type).fill(email);
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: w.erased })).toBeVisible();
    await expect(page.getByText(w.nothing(email))).toBeVisible();

    const left = await queryServerDb('SELECT count(*)::int AS n FROM contact_messages WHERE lower(email) = $1', [email]);
    expect(left[0]!.n).toBe(0);
    const audit = await queryServerDb<{ action: string }>(
      "SELECT action FROM staff_audit_log WHERE action IN ('privacy.export', 'privacy.erase') AND created_at > now() - interval '2 minutes' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['privacy.export', 'privacy.erase']));
  });
}
