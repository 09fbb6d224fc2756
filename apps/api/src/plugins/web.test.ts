import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@tenuta/billing';
import { systemClock } from '@tenuta/core';
import type { Database } from '@tenuta/db';
import { buildApp, type AppConfig } from '../app.ts';

/** A built web app in miniature, laid out as Astro builds it: documents, the 404 page, the manage page's one document, the developer page. */
let buildDir: string;
const page = (name: string) =>
  `<!DOCTYPE html><html lang="it"><head><title>${name}</title><link rel="modulepreload" href="/assets/entry.js"/></head><body><h1>${name}</h1><script>window.__ctx = 1;</script><script type="module" src="/assets/entry.js"></script></body></html>`;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-web-'));
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Pagina non trovata'),
    'manage/index.html': page('La tua prenotazione'),
    'en/manage/index.html': page('Your booking'),
    'faq/index.html': page('FAQ'),
    'en/index.html': page('Home (English)'),
    'en/faq/index.html': page('FAQ (English)'),
    'en/404/index.html': page('Page not found'),
    'booking-success/index.html': page('Esito della prenotazione'),
    'test-booking/index.html': page('Prova delle prenotazioni'),
    'partner-app/index.html': page('Area partner'),
    'partner-app/assets/main-abc123.js': 'export {};',
  };
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(buildDir, file)), { recursive: true });
    await writeFile(path.join(buildDir, file), html);
  }
});
afterAll(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

async function appIn(env: AppConfig['NODE_ENV']): Promise<FastifyInstance> {
  // No route here touches the database.
  const app = await buildApp({
    deps: { db: undefined as unknown as Database, clock: systemClock, billing: billingPort },
    config: { publicUrl: 'http://localhost:3000', HOLD_MINUTES: 20, NODE_ENV: env, dataDir: '/tmp/tenuta-test' },
    webBuildDir: buildDir,
  });
  await app.ready();
  return app;
}

describe('the developer page /test-booking', () => {
  it('answers 404 in production, whatever the spelling, and its files are not served', async () => {
    const app = await appIn('production');
    try {
      for (const url of ['/test-booking', '/Test-Booking', '/test-booking?booking=1', '/test-booking/index.html', '/test-booking/']) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode === 301) {
          expect(res.headers.location).toBe('/test-booking');
          continue;
        }
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('Prova delle prenotazioni');
        // The not-found page; for the page itself as static HTML (readable without JavaScript, nothing to hydrate).
        expect(res.body, url).toContain('<h1>Pagina non trovata</h1>');
        if (!url.endsWith('.html')) {
          expect(res.body, url).not.toMatch(/<script|modulepreload/);
          expect(res.headers['content-security-policy'], url).toContain("script-src 'self';");
        }
      }
      expect((await app.inject({ method: 'HEAD', url: '/test-booking' })).statusCode).toBe(404);
      // Other pages as before.
      expect((await app.inject({ method: 'GET', url: '/faq' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/booking-success?booking=BK-X' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  for (const env of ['development', 'test'] as const) {
    it(`is served in ${env}`, async () => {
      const app = await appIn(env);
      try {
        const res = await app.inject({ method: 'GET', url: '/test-booking' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<h1>Prova delle prenotazioni</h1>');
        expect((await app.inject({ method: 'HEAD', url: '/test-booking' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/test-booking/index.html' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });
  }
});

describe('redirects of the page fallback', () => {
  const site = 'https://tenuta.example';
  // Every spelling a browser could read as another host once decoded or normalised.
  const attempts = [
    '/%2Fevil.example/',
    '/%2F%2Fevil.example/',
    '/%2f%2fevil.example//',
    '//evil.example/',
    '///evil.example//',
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%2F%5Cevil.example/',
    '/\\/evil.example/',
    '/%09/evil.example/',
    '/%0A/evil.example/',
    '/%0D%0A/evil.example/',
    '/%20/evil.example/',
    '/%E3%80%80/evil.example/',
    '/%2F%2Fevil.example/?next=1',
    '/https:%2F%2Fevil.example/',
    '/%2F%2Fevil.example%2F/',
  ];

  it('never leave the site, whatever the encoding', async () => {
    const app = await appIn('production');
    try {
      for (const url of attempts) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode >= 300 && res.statusCode < 400) {
          const location = String(res.headers.location);
          // Read as a browser reads a Location header (WHATWG URL: tabs and newlines dropped, "\" as "/").
          expect(new URL(location, site).origin, `${url} -> ${location}`).toBe(site);
          expect(location, url).toMatch(/^\/(?![/\\])/);
          expect(location, url).not.toMatch(/[\s\\]/);
        }
      }
    } finally {
      await app.close();
    }
  });

  it('still drop a trailing slash on our own pages, keeping the query', async () => {
    const app = await appIn('production');
    try {
      const faq = await app.inject({ method: 'GET', url: '/faq/?q=tartufo' });
      expect(faq.statusCode).toBe(301);
      expect(faq.headers.location).toBe('/faq?q=tartufo');
      const nested = await app.inject({ method: 'GET', url: '/booking-success//' });
      expect(nested.headers.location).toBe('/booking-success');
      expect((await app.inject({ method: 'GET', url: '/faq' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the partner area', () => {
  it('is its own app on every /partner path, not indexed, its hashed assets cached for good', async () => {
    const app = await appIn('production');
    try {
      for (const url of ['/partner/login', '/partner/dashboard', '/partner/orders/12?x=1', '/partner/reset/abc', '/partner/suspended', '/partner/anything/else']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<h1>Area partner</h1>');
        expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      }
      expect((await app.inject({ method: 'GET', url: '/partner' })).headers.location).toBe('/partner/dashboard');
      expect((await app.inject({ method: 'GET', url: '/login/partner' })).headers.location).toBe('/partner/login');
      // Not a partner path: the public 404 page.
      const other = await app.inject({ method: 'GET', url: '/partners-program' });
      expect(other.statusCode).toBe(404);
      expect(other.body).toContain('<h1>Pagina non trovata</h1>');
      const asset = await app.inject({ method: 'GET', url: '/partner-app/assets/main-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await app.close();
    }
  });
});

describe("a page's Italian and English documents", () => {
  it('sends the English document at the Italian address to a visitor whose locale cookie says English, the Italian one otherwise', async () => {
    const app = await appIn('production');
    try {
      const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect((await get('/faq')).body).toContain('<h1>FAQ</h1>');
      expect((await get('/faq', 'locale=it')).body).toContain('<h1>FAQ</h1>');
      const english = await get('/faq', 'other=1; locale=en');
      expect(english.body).toContain('<h1>FAQ (English)</h1>');
      expect(english.headers.vary).toContain('cookie');
      expect((await get('/', 'locale=en')).body).toContain('<h1>Home (English)</h1>');
      // A page without an English document comes in Italian; an unknown page is the English not-found page.
      expect((await get('/booking-success', 'locale=en')).body).toContain('<h1>Esito della prenotazione</h1>');
      const missing = await get('/no-such-page', 'locale=en');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<h1>Page not found</h1>');
    } finally {
      await app.close();
    }
  });

  it('never serves the English documents at addresses of their own', async () => {
    const app = await appIn('production');
    try {
      for (const url of ['/en', '/en/faq', '/en/faq/index.html', '/en/index.html']) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie: 'locale=en' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('FAQ (English)');
        expect(res.body, url).not.toContain('Home (English)');
      }
    } finally {
      await app.close();
    }
  });
});

describe('documents', () => {
  it('are one document for every /manage/{id}, in the chosen language; the document has no address of its own', async () => {
    const app = await appIn('production');
    try {
      const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      const italian = await get('/manage/3f2a9c?token=abc');
      expect(italian.statusCode).toBe(200);
      expect(italian.body).toContain('<h1>La tua prenotazione</h1>');
      expect(italian.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect((await get('/manage/3f2a9c', 'locale=en')).body).toContain('<h1>Your booking</h1>');
      for (const url of ['/manage', '/manage/a/b', '/404']) expect((await get(url)).statusCode, url).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('are sent only at their addresses, never as files', async () => {
    const app = await appIn('production');
    try {
      for (const url of ['/index.html', '/faq/index.html', '/404.html', '/manage/index.html']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('<h1>Pagina non trovata</h1>');
      }
    } finally {
      await app.close();
    }
  });
});
