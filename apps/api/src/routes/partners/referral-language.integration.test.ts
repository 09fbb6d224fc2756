import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { referralHelpers } from './referral-fixtures.ts';

// A referrer's link chooses the language its visitors read: `&lang=en` on the link, the English
// page from the first byte and the choice kept in the site's language cookie.
let t: TestApp;
let buildDir: string;
const r = referralHelpers(() => t);
const page = (title: string, lang: 'it' | 'en') => `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

beforeAll(async () => {
  // A built web app in miniature: each page's Italian document and its English one under en/.
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-web-lang-'));
  const files: Record<string, string> = {
    'index.html': page('Home', 'it'),
    'en/index.html': page('Home (English)', 'en'),
    '404/index.html': page('Pagina non trovata', 'it'),
    'en/404/index.html': page('Page not found', 'en'),
    'truffle-hunting/index.html': page('Caccia al tartufo', 'it'),
    'en/truffle-hunting/index.html': page('Truffle hunting', 'en'),
  };
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(buildDir, file)), { recursive: true });
    await writeFile(path.join(buildDir, file), html);
  }
  t = await createTestApp({ webBuildDir: buildDir });
});
afterAll(async () => {
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

const cookies = (res: { headers: Record<string, unknown> }): string[] => {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? h.map(String) : h ? [String(h)] : [];
};
const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': `2001:db8::${Math.floor(Math.random() * 1e6).toString(16)}`, ...headers } });

describe('a referral link with a language', () => {
  it('the partner picks English: the link says so, an Italian-cookied visitor lands on the English page, counted and attributed', async () => {
    const p = await r.referrer();
    const made = await r.inject('POST', '/api/partners/referrals/links', p.headers, { target_path: '/truffle-hunting', label: 'London desk', locale: 'en' });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().data.link as { id: number; url: string; locale: string };
    const code = made.json().data.ref_code as string;
    expect(link.locale).toBe('en');
    expect(link.url).toBe(`http://localhost:3000/truffle-hunting?ref=${code}&c=${link.id}&lang=en`);
    const listed = (await r.inject('GET', '/api/partners/referrals/links', p.headers)).json().data.links;
    expect(listed).toEqual([expect.objectContaining({ id: link.id, locale: 'en', url: link.url })]);

    // A visitor whose browser chose Italian before follows the link.
    const res = await visit(new URL(link.url).pathname + new URL(link.url).search, { cookie: 'locale=it' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Truffle hunting</h1>');
    const set = cookies(res);
    expect(set).toContain('locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(set.some((c) => c.startsWith(`tenuta_ref=r1.${p.partnerId}.${link.id}.`))).toBe(true);
    expect(await r.h.rows(sql`SELECT id FROM referral_clicks WHERE link_id = ${link.id}`)).toHaveLength(1);
    // The next page, without the parameter: English by the cookie the link set.
    expect((await visit('/', { cookie: 'locale=en' })).body).toContain('<h1>Home (English)</h1>');
  });

  it('an Italian link opens Italian even for an English visitor; a link made before the choice keeps the visitor’s own; other languages are refused', async () => {
    const p = await r.referrer();
    const it_ = (await r.inject('POST', '/api/partners/referrals/links', p.headers, { target_path: '/', label: 'Reception', locale: 'it' })).json().data.link;
    expect(it_.url).toMatch(/&lang=it$/);
    const res = await visit(new URL(it_.url).pathname + new URL(it_.url).search, { cookie: 'locale=en' });
    expect(res.body).toContain('<h1>Home</h1>');
    expect(cookies(res)).toContain('locale=it; Path=/; Max-Age=31536000; SameSite=Lax');

    const old = await r.link(p, '/truffle-hunting', 'Brochure');
    expect(old.url).not.toContain('lang=');
    const english = await visit(new URL(old.url).pathname + new URL(old.url).search, { cookie: 'locale=en' });
    expect(english.body).toContain('<h1>Truffle hunting</h1>');
    expect(cookies(english).some((c) => c.startsWith('locale='))).toBe(false);

    const refused = await r.inject('POST', '/api/partners/referrals/links', p.headers, { target_path: '/', label: 'Paris', locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation_error');
    // A language the site does not speak in the address is ignored.
    expect((await visit('/truffle-hunting?lang=fr')).body).toContain('<h1>Caccia al tartufo</h1>');
  });

  it('/en is not an address of the site: English pages are served at the Italian address to whoever chose English', async () => {
    expect((await visit('/en')).statusCode).toBe(404);
    expect((await visit('/en/truffle-hunting')).statusCode).toBe(404);
    expect((await visit('/truffle-hunting?lang=en')).body).toContain('<h1>Truffle hunting</h1>');
  });
});
