import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@tenuta/billing';
import { systemClock } from '@tenuta/core';
import type { Database } from '@tenuta/db';
import { developmentPaths, publicPaths } from '../../../web/src/app/paths.ts';
import { buildApp } from '../app.ts';

/**
 * The public site as Astro really builds it (apps/web/astro.config.ts), in a folder of its own,
 * and served by this plugin: what the server relies on is checked on the framework's output.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
let out: string;
let client: string;
let app: FastifyInstance;

beforeAll(async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'tenuta-astro-'));
  client = path.join(out, 'client');
  const build = spawnSync('npx', ['astro', 'build', '--silent'], { cwd: web, encoding: 'utf8', env: { ...process.env, WEB_BUILD_OUT: out, ASTRO_TELEMETRY_DISABLED: '1' } });
  expect(build.status, build.stderr).toBe(0);
  app = await buildApp({
    // No route here touches the database.
    deps: { db: undefined as unknown as Database, clock: systemClock, billing: billingPort },
    config: { publicUrl: 'http://localhost:3000', HOLD_MINUTES: 20, NODE_ENV: 'development', dataDir: path.join(out, 'data') },
    webBuildDir: client,
  });
  await app.ready();
}, 240_000);
afterAll(async () => {
  await app?.close();
  rmSync(out, { recursive: true, force: true });
});

const documentFile = (page: string, lang: 'it' | 'en') => {
  if (page === '/404' && lang === 'it') return path.join(client, '404.html');
  return path.join(client, lang === 'en' ? 'en' : '', page, 'index.html');
};
const pages = [...publicPaths, ...developmentPaths, '/404', '/manage'];
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)]));

describe("Astro's build of the public pages", () => {
  it('has the Italian and the English document of every page, and no page that the site does not list', () => {
    for (const page of pages) {
      for (const lang of ['it', 'en'] as const) {
        const file = documentFile(page, lang);
        expect(existsSync(file), `${lang} ${page}`).toBe(true);
        expect(readFileSync(file, 'utf8'), `${lang} ${page}`).toMatch(new RegExp(`<html lang="${lang}"`));
      }
    }
    const built = files(client)
      .filter((f) => f.endsWith('.html') && !f.includes(`${path.sep}staff-app`) && !f.includes(`${path.sep}partner-app`))
      .map((f) => path.relative(client, f));
    expect(built.length).toBe(pages.length * 2);
  });

  it('inlines the stylesheets, loads each island from a file it has, and writes compressed copies of the documents and scripts', () => {
    for (const page of pages) {
      const html = readFileSync(documentFile(page, 'it'), 'utf8');
      expect(html, page).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html, page).toContain('<style>');
      for (const m of html.matchAll(/(?:component|renderer)-url="\/([^"]+)"/g)) expect(existsSync(path.join(client, m[1]!)), `${page}: ${m[1]}`).toBe(true);
    }
    // Files under 1 KB are sent as they are (apps/web/scripts/precompress.ts).
    const text = files(client).filter((f) => /\.(html|js|css)$/.test(f) && readFileSync(f).length >= 1024);
    expect(text.length).toBeGreaterThan(50);
    for (const f of text) {
      expect(existsSync(`${f}.br`), f).toBe(true);
      expect(existsSync(`${f}.gz`), f).toBe(true);
    }
  });

  it('ships no client router: the components’ react-router is the shim', () => {
    const scripts = files(path.join(client, 'assets')).filter((f) => f.endsWith('.js'));
    for (const f of scripts) expect(readFileSync(f, 'utf8'), f).not.toContain('may be used only in the context of a <Router>');
  });

  it('is served with a CSP that allows exactly the inline scripts of each document, in the chosen language', async () => {
    for (const [url, cookie, lang] of [
      ['/', '', 'it'],
      ['/truffle-hunting', 'locale=en', 'en'],
      ['/checkout', '', 'it'],
      ['/manage/3f2a9c?token=abc', 'locale=en', 'en'],
      ['/test-booking', '', 'it'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<html lang="${lang}"`);
      const csp = String(res.headers['content-security-policy']);
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((b) => b.length > 0);
      expect(inline.length, url).toBeGreaterThan(0);
      for (const body of inline) expect(csp, url).toContain(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
    const missing = await app.inject({ method: 'GET', url: '/no-such-page', headers: { cookie: 'locale=en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="en"');
  });
});
